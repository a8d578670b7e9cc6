import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import type { CertificateRow } from '../../learning/certificates/certificates';
import { certificatePdf, scriptRuns } from './certificate-pdf';

const ROW: CertificateRow = {
  id: 'AAAAAAAAAAAAAAAAAAAAAAAA',
  user_id: 'learner',
  course_id: 'docker-fundamentals',
  learner_name: 'Nusrat Jahan',
  course_title: 'Docker Fundamentals',
  level: 'Beginner',
  hours: 16,
  issued_at: '2026-11-30T10:00:00.000Z',
  revoked_at: null,
  revoke_reason: null,
  revoked_by: null,
  status_index: 1,
  superseded_by: null,
  superseded_at: null,
  mailed_at: null,
  learner_name_bn: null,
};
const URL = 'https://shikhon.example/certificates/AAAAAAAAAAAAAAAAAAAAAAAA';

/** The fonts a PDF embeds or names, as its font dictionaries list them. */
async function fontsOf(name: string): Promise<string[]> {
  const pdf = (await certificatePdf({ ...ROW, learner_name: name }, URL)).toString('latin1');
  return [...pdf.matchAll(/\/BaseFont \/([\w+-]+)/g)].map(([, font = '']) =>
    font.replace(/^[A-Z]{6}\+/, ''),
  );
}

describe('the certificate PDF', () => {
  it('draws a Latin name in Helvetica and embeds no other font', async () => {
    expect(new Set(await fontsOf('Nusrat Jahan'))).toEqual(
      new Set(['Helvetica', 'Helvetica-Bold']),
    );
  });

  it('embeds Noto Sans Bengali for a name in Bengali script, and only then', async () => {
    expect(await fontsOf('নুসরাত জাহান')).toContain('NotoSansBengali-Bold');
    expect(await fontsOf('Tanvir স্কুল Rahman')).toEqual(
      expect.arrayContaining(['NotoSansBengali-Bold', 'Helvetica-Bold']),
    );
  });

  it('uses a font that shapes conjuncts: ক্ষ is one glyph, not three', () => {
    const file = createRequire(import.meta.url).resolve(
      '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff',
    );
    const font = fontkit.create(readFileSync(file));
    if (!('layout' in font)) throw new Error('not a single font');
    expect(font.layout('ক্ষ').glyphs).toHaveLength(1);
    // The hasanta is never drawn on its own inside স্কুল or ন্ত.
    const hasanta = font.glyphForCodePoint(0x09cd).id;
    for (const word of ['স্কুল', 'ন্ত']) {
      expect(font.layout(word).glyphs.map((glyph) => glyph.id)).not.toContain(hasanta);
    }
  });
});

describe('scriptRuns', () => {
  it('cuts a name into Bengali and Latin runs, spaces staying with the run before', () => {
    expect(scriptRuns('নুসরাত জাহান')).toEqual([{ text: 'নুসরাত জাহান', bengali: true }]);
    expect(scriptRuns('Tanvir স্কুল Rahman')).toEqual([
      { text: 'Tanvir ', bengali: false },
      { text: 'স্কুল ', bengali: true },
      { text: 'Rahman', bengali: false },
    ]);
    expect(scriptRuns(' Rina')).toEqual([{ text: ' Rina', bengali: false }]);
    expect(scriptRuns('')).toEqual([]);
  });
});
