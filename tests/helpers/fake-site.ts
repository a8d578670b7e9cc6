import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PUBLIC_URL_PLACEHOLDER,
  ROUTES_MANIFEST_FILE,
  type RoutesManifest,
} from '../../src/server/built-site/contract';

/** The CSP source the fake site's manifest gives for its (imaginary) inline boot script. */
export const FAKE_SCRIPT_SOURCE = "'sha256-MeZS89WlF0u+o0hCvHTBt4q1WHU+U+sJKgbdRUc36mY='";

/** A tiny built site on disk, so server tests need no full build. */
export function createFakeSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shikhon-site-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}/x"></head><body>${title}</body></html>`;
  write('index.html', page('Home page'));
  write('about.html', page('About page'));
  write('course/__missing__.html', page('Course not found'));
  write('labs/__missing__.html', page('Lab not found'));
  write('labs/__missing__/session.html', page('No lab session here'));
  write('certificates/shell.html', page('Certificate'));
  write('certificates/__missing__.html', page('Certificate not found'));
  write('bn/certificates/shell.html', page('সার্টিফিকেট'));
  write('bn/certificates/__missing__.html', page('সার্টিফিকেট পাওয়া যায়নি'));
  write('404.html', page('Oops! Page not found'));
  write('bn.html', page('হোম পেজ'));
  write('bn/about.html', page('আমাদের সম্পর্কে'));
  write('bn/__not-found__.html', page('পেজটি পাওয়া যায়নি'));
  write('assets/entry-abc123.js', 'console.log("hi")'.repeat(50));
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  const manifest: RoutesManifest = {
    pages: {
      '/': 'index.html',
      '/about': 'about.html',
      '/private': 'about.html',
      '/certificates/shell': 'certificates/shell.html',
      '/bn/certificates/shell': 'bn/certificates/shell.html',
      '/bn': 'bn.html',
      '/bn/about': 'bn/about.html',
    },
    fallbacks: [
      { prefix: '/course/', suffix: '', file: 'course/__missing__.html' },
      { prefix: '/labs/', suffix: '/session', file: 'labs/__missing__/session.html' },
      { prefix: '/labs/', suffix: '', file: 'labs/__missing__.html' },
      { prefix: '/certificates/', suffix: '', file: 'certificates/__missing__.html' },
      { prefix: '/bn/certificates/', suffix: '', file: 'bn/certificates/__missing__.html' },
      { prefix: '/bn/', suffix: '', file: 'bn/__not-found__.html' },
    ],
    notFound: '404.html',
    unlisted: ['/private', '/certificates/shell', '/bn/certificates/shell'],
    scriptSources: [FAKE_SCRIPT_SOURCE],
  };
  write(ROUTES_MANIFEST_FILE, JSON.stringify(manifest));
  return dir;
}
