import { describe, expect, it } from 'vitest';
import { HOME_COURSE_IDS } from '../../../shared/catalogue/courses';
import { mentors } from '../../../shared/catalogue/mentors';
import { renderPage } from '../../entry-server';

describe('home page', () => {
  it('is titled with the academy name only', async () => {
    const { key, meta } = await renderPage('/');
    expect(key).toBe('home');
    expect(meta.title).toBe('Shikhon Academy');
    expect(meta.status).toBeUndefined();
    expect(meta.description).toMatch(/DevOps/);
    expect(meta.description).toMatch(/Bangladesh/);
  });

  it('shows the hero with both calls to action and the landing figures', async () => {
    const { html } = await renderPage('/');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toMatch(/<a href="\/auth\?tab=signup"[^>]*>Start Free Trial/);
    expect(html).toMatch(/<a href="\/courses"[^>]*>View Courses/);
    for (const figure of ['500+', '50K+', '15+', '98%']) expect(html).toContain(figure);
    for (const label of ['Labs', 'Students', 'Technologies', 'Success Rate']) {
      expect(html).toContain(`>${label}</dt>`);
    }
  });

  it('lists the six home courses in order in a 1/2/3 column grid', async () => {
    const { html } = await renderPage('/');
    expect(html).toContain('grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3');
    const positions = HOME_COURSE_IDS.map((id) => html.indexOf(`href="/course/${id}"`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toMatch(/<a[^>]*href="\/courses"[^>]*>View All Courses/);
  });

  it('keeps the sections in the spec order', async () => {
    const { html } = await renderPage('/');
    const order = [
      'Start Free Trial',
      'Popular DevOps and cloud courses',
      'Everything you need to learn by doing',
      'Explore Labs',
      'Build the skills employers are hiring for',
      'Learn from industry experts',
      'Why learn DevOps with Shikhon Academy?',
    ].map((text) => html.indexOf(text));
    expect(order.every((position) => position > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('shows the features, lab promo, career points and trust claims', async () => {
    const { html } = await renderPage('/');
    for (const feature of [
      'Hands-on labs',
      'Learning paths',
      'Progress tracking',
      'Badges and XP',
      'Leaderboards',
      'Community and certificates',
    ]) {
      expect(html).toContain(`>${feature}</h3>`);
    }
    expect(html).toMatch(/<a href="\/labs"[^>]*>Explore Labs/);
    // PRODUCT.md section 7: the promo shows what a lab really is, a sandbox on our servers.
    expect(html).toContain('Debian 12 sandbox');
    expect(html).toContain('Step 2 passed: checked on the lab machine');
    expect(html).not.toContain('real cloud');
    expect(html).not.toContain('kubectl');
    for (const claim of [
      '30-day money-back guarantee',
      '4.8/5',
      '50,000+ students',
      'Industry mentors',
      'Affordable pricing in BDT',
    ]) {
      expect(html).toContain(claim);
    }
    for (const reason of [
      'Start from the basics',
      'Code and become a pro',
      'Earn certified success',
      'Build your career',
    ]) {
      expect(html).toContain(`>${reason}</h3>`);
    }
  });

  it('renders the mentor carousel with labelled slides and controls', async () => {
    const { html } = await renderPage('/');
    expect(html).toContain('aria-roledescription="carousel" aria-label="Industry mentors"');
    for (const [index, mentor] of mentors.entries()) {
      expect(html).toContain(mentor.name);
      expect(html).toContain(mentor.title);
      expect(html).toContain(`aria-label="${index + 1} of ${mentors.length}"`);
    }
    expect(html).toContain('aria-label="Previous mentor"');
    expect(html).toContain('aria-label="Next mentor"');
    expect(html).toContain('aria-label="Pause autoplay"');
    // Nothing rotates before hydration, so the slides announce politely.
    expect(html).toContain('aria-live="polite"');
    expect(html).toContain('hidden sm:block');
    expect(html).toContain('hidden lg:block');
  });
});
