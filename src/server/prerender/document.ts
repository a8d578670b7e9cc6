import type { PageMeta } from '../../client/app/page';
import { SITE_NAME } from '../../client/app/page';
import { SITE_SETTING_NAMES, SITE_SETTING_PLACEHOLDERS } from '../../shared/site-settings';
import type { Locale } from '../../shared/i18n/locale';
import { PUBLIC_URL_PLACEHOLDER } from '../built-site/contract';

export interface DocumentParts {
  pathname: string;
  meta: PageMeta;
  body: string;
  /**
   * The boot script's (minified) source, and the entry (plus this page's chunks) it loads after
   * the first paint. `first`: chunks the entry imports that boot.js runs before it, each in a
   * task of its own.
   */
  boot: { source: string; entry: string; first: string[] };
  preloads: string[];
  /** The site's stylesheet, inlined: one request fewer before first paint (CSP allows styles). */
  css: string;
  /** The page's language: `<html lang>`. */
  locale: Locale;
  /**
   * The same page in every language (paths), for `hreflang` links; absent on not-found pages,
   * which have no twin to point at.
   */
  alternates?: Readonly<Record<Locale, string>>;
}

const absolute = (pathname: string) =>
  `${PUBLIC_URL_PLACEHOLDER}${pathname === '/' ? '' : pathname}`;

/** `hreflang` links to each language's page, English standing for any other (x-default). */
function alternateLinks(alternates: Readonly<Record<Locale, string>>): string[] {
  return [
    ...Object.entries(alternates).map(
      ([locale, pathname]) =>
        `<link rel="alternate" hreflang="${locale}" href="${absolute(pathname)}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${absolute(alternates.en)}">`,
  ];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The full HTML document of a prerendered page. Its one inline script is the boot script, which
 * the CSP allows by its hash (decision 008).
 */
export function renderDocument(parts: DocumentParts): string {
  const title = parts.meta.title === SITE_NAME ? SITE_NAME : `${parts.meta.title} | ${SITE_NAME}`;
  const url = absolute(parts.pathname);
  const listed = !(parts.meta.status === 404 || parts.meta.noindex);
  const t = escapeHtml(title);
  const d = escapeHtml(parts.meta.description);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${t}</title>`,
    `<meta name="description" content="${d}">`,
    listed ? `<link rel="canonical" href="${url}">` : '<meta name="robots" content="noindex">',
    ...(parts.alternates && listed ? alternateLinks(parts.alternates) : []),
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    '<meta property="og:type" content="website">',
    `<meta property="og:locale" content="${parts.locale === 'bn' ? 'bn_BD' : 'en_US'}">`,
    `<meta property="og:title" content="${t}">`,
    `<meta property="og:description" content="${d}">`,
    `<meta property="og:url" content="${url}">`,
    `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/og-image.png">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${t}">`,
    `<meta name="twitter:description" content="${d}">`,
    '<meta name="theme-color" content="#0f766e">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="apple-touch-icon" href="/icon-192.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    ...SITE_SETTING_NAMES.map(
      (name) => `<meta name="shikhon:${name}" content="${SITE_SETTING_PLACEHOLDERS[name]}">`,
    ),
    `<style>${parts.css}</style>`,
    // The page is readable from the HTML alone, so no script may compete with the first paint:
    // boot.js requests the entry and this page's chunks only once the first frame is on screen
    // (docs/decisions/003-prerendering.md, 008-inline-boot-script.md).
    `<script data-entry="${parts.boot.entry}" data-chunks="${parts.preloads.join(' ')}" data-first="${parts.boot.first.join(' ')}">${parts.boot.source}</script>`,
  ];
  return `<!doctype html>\n<html lang="${parts.locale}"><head>${head.join('')}</head><body><div id="root">${parts.body}</div></body></html>\n`;
}
