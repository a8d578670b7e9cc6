import { describe, expect, it } from 'vitest';
import { positions } from '../../../shared/catalogue/careers';
import { renderPage } from '../../entry-server';
import { visibleText } from '../../../../tests/helpers/visible-text';

/** The opening tag of the element with this attribute, e.g. one input by its name. */
function tagWith(html: string, attribute: string): string {
  const found = new RegExp(`<[a-z]+[^>]*${attribute}[^>]*>`).exec(html);
  if (!found) throw new Error(`no element with ${attribute}`);
  return found[0];
}

function labelFor(html: string, attribute: string): string | undefined {
  const id = /id="([^"]+)"/.exec(tagWith(html, attribute))?.[1] ?? '';
  return new RegExp(`<label[^>]*for="${id}"[^>]*>([^<]*)</label>`).exec(html)?.[1];
}

describe('/careers/apply/{positionId}', () => {
  it.each(positions.map((position) => [position.id, position] as const))(
    'prerenders the application form for %s',
    async (_id, position) => {
      const { key, html, meta } = await renderPage(`/careers/apply/${position.id}`);
      const text = visibleText(html);
      expect(key).toBe('career-application');
      expect(meta.title).toBe(`Apply: ${position.title}`);
      expect(meta.description).toContain(`Apply for ${position.title}`);
      expect(meta.status).toBeUndefined();
      expect(meta.noindex).toBeUndefined();
      expect(html).toMatch(new RegExp(`<h1[^>]*>Apply for ${position.title}</h1>`));
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      for (const fact of [
        position.department,
        position.location,
        position.type,
        position.experience,
      ]) {
        expect(text).toContain(fact);
      }

      // Every open position can be chosen; this page's own one is selected.
      for (const other of positions) {
        expect(html).toContain(
          `<option value="${other.id}"${other.id === position.id ? ' selected=""' : ''}>${other.title}</option>`,
        );
      }
      expect(labelFor(html, 'name="positionId"')).toBe('Position');
      expect(labelFor(html, 'name="name"')).toBe('Full name');
      expect(labelFor(html, 'name="email"')).toBe('Email');
      expect(labelFor(html, 'name="phone"')).toBe('Phone');
      expect(labelFor(html, 'name="cvUrl"')).toBe('Link to your CV or portfolio');
      expect(labelFor(html, 'name="message"')).toBe('Message (optional)');
      expect(tagWith(html, 'name="cvUrl"')).toContain('type="url"');
      expect(tagWith(html, 'name="cvUrl"')).toContain('placeholder="https://"');
      expect(tagWith(html, 'name="phone"')).toContain('type="tel"');
      expect(tagWith(html, 'name="website"')).toContain('tabindex="-1"');
      expect(html).toMatch(/<button type="submit"[^>]*>Submit Application<\/button>/);
    },
  );

  it("answers 'Position not found' with status 404 for an unknown id", async () => {
    const { key, html, meta } = await renderPage('/careers/apply/chief-executive');
    expect(key).toBe('career-application');
    expect(meta).toMatchObject({ title: 'Position not found', status: 404, noindex: true });
    expect(html).toMatch(/<h1[^>]*>Position not found<\/h1>/);
    expect(html).toMatch(/<a href="\/careers"[^>]*>.*See open positions<\/a>/);
    expect(html).not.toContain('<form');
  });
});
