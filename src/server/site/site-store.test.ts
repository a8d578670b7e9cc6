import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFakeSite } from '../../../tests/helpers/fake-site';
import { loadConfig, siteSettings } from '../config';
import {
  DEMO_NUMBERS_NOTE,
  DEMO_NUMBERS_NOTE_BN,
  SITE_SETTING_NAMES,
  SITE_SETTING_PLACEHOLDERS,
  type SiteSettings,
} from '../../shared/site-settings';
import { loadSite } from './site-store';

function siteWithCheckoutPage(): string {
  const dir = createFakeSite();
  fs.writeFileSync(
    path.join(dir, 'about.html'),
    '<html><head><meta name="shikhon:bkash-number" content="__BKASH_NUMBER__"></head><body><p>Send to __BKASH_NUMBER__ or __NAGAD_NUMBER__.</p><p>__PAYMENT_NUMBERS_NOTE__</p></body></html>',
  );
  return dir;
}

describe('runtime settings in prerendered pages', () => {
  it('fills in the configured receiving numbers, escaped, with no demo warning', () => {
    const config = loadConfig({ BKASH_NUMBER: '01711-111111', NAGAD_NUMBER: '018<b>"x' });
    const site = loadSite(siteWithCheckoutPage(), {
      publicUrl: config.publicUrl,
      settings: siteSettings(config),
    });
    const html = site.page('/about').file.body.toString('utf8');
    expect(html).toContain('content="01711-111111"');
    expect(html).toContain('Send to 01711-111111 or 018&lt;b&gt;&quot;x.');
    expect(html).toContain('<p></p>');
    expect(html).not.toContain('__');
  });

  it('labels the built-in demo numbers as such', () => {
    const config = loadConfig({});
    const site = loadSite(siteWithCheckoutPage(), {
      publicUrl: config.publicUrl,
      settings: siteSettings(config),
    });
    const html = site.page('/about').file.body.toString('utf8');
    expect(html).toContain('Send to 01700-000000 or 01800-000000.');
    expect(html).toContain('These are demo numbers');
  });
});

describe('not-found pages', () => {
  it("answer an unknown id with its section's page, a section with a suffix before its prefix's", () => {
    const config = loadConfig({});
    const site = loadSite(createFakeSite(), {
      publicUrl: config.publicUrl,
      settings: siteSettings(config),
    });
    const answer = (urlPath: string) => {
      const { file, status } = site.page(urlPath);
      return { status, body: file.body.toString('utf8') };
    };
    expect(answer('/labs/no-such-lab/session')).toMatchObject({
      status: 404,
      body: expect.stringContaining('No lab session here'),
    });
    expect(answer('/labs/no-such-lab')).toMatchObject({
      status: 404,
      body: expect.stringContaining('Lab not found'),
    });
    expect(answer('/course/no-such-course').body).toContain('Course not found');
    expect(answer('/nowhere/session').body).toContain('Oops! Page not found');
  });
});

describe('site settings on Bangla pages', () => {
  it('fills the demo numbers warning in the page’s language', () => {
    const dir = createFakeSite();
    fs.writeFileSync(
      path.join(dir, 'bn.html'),
      `<!doctype html>\n<html lang="bn"><head></head><body>${SITE_SETTING_PLACEHOLDERS['payment-numbers-note']}</body></html>`,
    );
    fs.writeFileSync(
      path.join(dir, 'about.html'),
      `<!doctype html>\n<html lang="en"><head></head><body>${SITE_SETTING_PLACEHOLDERS['payment-numbers-note']}</body></html>`,
    );
    const settings = {
      ...Object.fromEntries(SITE_SETTING_NAMES.map((name) => [name, ''])),
      'payment-numbers-note': DEMO_NUMBERS_NOTE,
    } as SiteSettings;
    const site = loadSite(dir, { publicUrl: 'https://shikhon.test', settings });
    expect(site.page('/bn').file.body.toString()).toContain(DEMO_NUMBERS_NOTE_BN);
    expect(site.page('/about').file.body.toString()).toContain(DEMO_NUMBERS_NOTE);
  });
});
