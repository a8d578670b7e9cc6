// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { positions } from '../../../shared/catalogue/careers';
import { renderPage } from '../../entry-server';

/**
 * The five application pages as the Nu HTML checker reads them (the checker itself, vnu.jar, needs
 * Java, which this machine does not have): the prerendered HTML, parsed as a browser would.
 */
describe('/careers/apply/{positionId} for the HTML checker', () => {
  // The Nu HTML checker's rule: a required <select> without `multiple` and with a display size
  // of 1 must have an empty placeholder first option (value=""), else the page does not validate.
  it.each(positions.map((position) => [position.id] as const))(
    'starts every required select with an empty placeholder option on /careers/apply/%s',
    async (id) => {
      const { html } = await renderPage(`/careers/apply/${id}`);
      const document = new DOMParser().parseFromString(html, 'text/html');
      const required = [...document.querySelectorAll('select[required]')];
      expect(required.map((select) => select.getAttribute('name'))).toEqual(['positionId']);
      for (const select of required) {
        const first = select.querySelector('option');
        expect(first?.getAttribute('value'), select.getAttribute('name') ?? '').toBe('');
        expect(first?.textContent).toBe('Choose a position…');
        // The page's own position stays chosen: the placeholder is not what a visitor sees.
        expect(select.querySelector('option[selected]')?.getAttribute('value')).toBe(id);
      }
    },
  );
});
