import { describe, expect, it } from 'vitest';
import { renderPage } from '../entry-server';

describe('renderPage', () => {
  it('renders a known page with the shared layout', async () => {
    const page = await renderPage('/about');
    expect(page.key).toBe('about');
    expect(page.html).toContain('Master the Future');
    expect(page.html).toContain('© 2024 Shikhon Academy');
  });
});
