import { describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server';

describe('auth page', () => {
  it('has its own title and one h1', async () => {
    const { key, meta, html } = await renderPage('/auth');
    expect(key).toBe('auth');
    expect(meta.title).toBe('Sign In');
    expect(meta.status).toBeUndefined();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain('Welcome to Shikhon Academy');
  });

  it('renders Sign In and Sign Up as tabs with Sign In selected', async () => {
    const { html } = await renderPage('/auth');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*>Sign In</);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*>Sign Up</);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(2);
  });

  it('offers Google and an email form on each tab', async () => {
    const { html } = await renderPage('/auth');
    expect(html.match(/Continue with Google/g)).toHaveLength(2);
    expect(html.match(/>or</g)).toHaveLength(2);
    expect(html.match(/<label[^>]*>Email<\/label>/g)).toHaveLength(2);
    expect(html.match(/<label[^>]*>Password<\/label>/g)).toHaveLength(2);
    expect(html.match(/type="email"[^>]*required=""[^>]*autoComplete="email"/g)).toHaveLength(2);
    expect(html).toMatch(/type="password"[^>]*required=""[^>]*autoComplete="current-password"/);
    expect(html).toMatch(
      /type="password"[^>]*required=""[^>]*minLength="6"[^>]*autoComplete="new-password"/,
    );
    expect(html).toContain('At least 6 characters');
    expect(html).toContain('Forgot password?');
    expect(html).toMatch(/type="submit"[^>]*>Sign In</);
    expect(html).toMatch(/type="submit"[^>]*>Create Account</);
  });

  it('links every label to its input', async () => {
    const { html } = await renderPage('/auth');
    const labelTargets = [...html.matchAll(/<label for="([^"]+)"/g)].map((match) => match[1]);
    // Sign in: email, password; sign up: full name, email, password.
    expect(labelTargets).toHaveLength(5);
    for (const target of labelTargets) expect(html).toContain(`id="${target}"`);
  });
});
