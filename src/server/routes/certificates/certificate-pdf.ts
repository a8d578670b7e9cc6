import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CERTIFICATE_ISSUER, certificateDate } from '../../../shared/schemas/certificates';
import { formatDateBn, formatNumberBn } from '../../../shared/format/bangla';
import { LEVELS_BN } from '../../../shared/format/levels-bn';
import { dhakaDay } from '../../../shared/format/dhaka-day';
import type { Locale } from '../../../shared/i18n/locale';
import { qrModules } from '../../learning/certificates/certificate-qr';
import type { CertificateRow } from '../../learning/certificates/certificates';

const BRAND = '#1d4ed8';
const INK = '#0f172a';
const MUTED = '#475569';

/**
 * Noto Sans Bengali (regular and bold, their Bengali subsets) from the npm package
 * @fontsource/noto-sans-bengali: Bengali text (a name, or the Bangla certificate's words) is drawn
 * in it, shaped by pdfkit's fontkit (conjuncts such as ক্ষ and ন্ত come out as the font draws
 * them, not as loose letters and a visible hasanta).
 */
const BENGALI_FONT_FILES = {
  regular: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff',
  bold: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff',
} as const;
type Weight = keyof typeof BENGALI_FONT_FILES;
const BENGALI_FONTS: Readonly<Record<Weight, string>> = {
  regular: 'NotoSansBengali-Regular',
  bold: 'NotoSansBengali-Bold',
};
const LATIN_FONTS: Readonly<Record<Weight, string>> = {
  regular: 'Helvetica',
  bold: 'Helvetica-Bold',
};
const bengaliFontBytes = new Map<Weight, Buffer>();

function bengaliFont(weight: Weight): Buffer {
  let bytes = bengaliFontBytes.get(weight);
  if (!bytes) {
    bytes = readFileSync(createRequire(import.meta.url).resolve(BENGALI_FONT_FILES[weight]));
    bengaliFontBytes.set(weight, bytes);
  }
  return bytes;
}

/** Bengali letters and signs, the dandas and the joiners that shape conjuncts. */
const BENGALI_CHAR = /[\u0980-\u09FF\u0964\u0965\u200C\u200D]/u;

export interface ScriptRun {
  text: string;
  bengali: boolean;
}

/**
 * A name cut into runs of Bengali script and of everything else; a space belongs to the run it
 * follows (or the next one, at the start), so "Nusrat নুসরাত" is two runs and each font draws its
 * own.
 */
export function scriptRuns(text: string): ScriptRun[] {
  const runs: ScriptRun[] = [];
  let pendingSpace = '';
  for (const char of text) {
    if (/\s/u.test(char)) {
      const last = runs.at(-1);
      if (last) last.text += char;
      else pendingSpace += char;
      continue;
    }
    const bengali = BENGALI_CHAR.test(char);
    const last = runs.at(-1);
    if (last && last.bengali === bengali) last.text += char;
    else runs.push({ text: pendingSpace + char, bengali });
    pendingSpace = '';
  }
  return runs;
}

/** The certificate's words in each language (the Bangla PDF is at /bn/certificates/{id}.pdf). */
const WORDS = {
  en: {
    title: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: 'has completed every lesson, quiz and lab of',
    levelAndHours: (level: string, hours: number) => `${level} · ${hours} hours`,
    completedOn: (iso: string) => `Completed on ${certificateDate(iso)}`,
    revoked: (iso: string, reason: string | null) =>
      `REVOKED on ${certificateDate(iso)}${reason ? `: ${reason}` : ''}`,
    issuedBy: `Issued by ${CERTIFICATE_ISSUER}`,
    id: (id: string) => `Certificate ID: ${id}`,
    verify: 'Verify this certificate at:',
    pdfTitle: (course: string) => `${course}: certificate of completion`,
  },
  bn: {
    title: 'কোর্স সম্পন্নের সার্টিফিকেট',
    certifies: 'এই মর্মে প্রত্যয়ন করা হচ্ছে যে',
    completed: 'নিচের কোর্সের সব লেসন, কুইজ ও ল্যাব সম্পন্ন করেছেন',
    levelAndHours: (level: string, hours: number) =>
      `${LEVELS_BN[level.toLowerCase()] ?? level} · ${formatNumberBn(hours)} ঘণ্টা`,
    completedOn: (iso: string) => `সম্পন্নের তারিখ: ${formatDateBn(dhakaDay(new Date(iso)))}`,
    revoked: (iso: string, reason: string | null) =>
      `${formatDateBn(dhakaDay(new Date(iso)))} তারিখে বাতিল করা হয়েছে${reason ? `: ${reason}` : ''}`,
    issuedBy: `ইস্যু করেছে ${CERTIFICATE_ISSUER}`,
    id: (id: string) => `সার্টিফিকেট আইডি: ${id}`,
    verify: 'এই ঠিকানায় সার্টিফিকেটটি যাচাই করুন:',
    pdfTitle: (course: string) => `${course}: কোর্স সম্পন্নের সার্টিফিকেট`,
  },
} as const;
type Words = (typeof WORDS)[Locale];

/**
 * The certificate as an A4 landscape PDF in English or Bangla: the same facts as its page, the
 * QR code drawn as vector squares, and the verification URL as text and as a link. The standard
 * PDF fonts (Helvetica) cover Latin text only: Bengali text is drawn in Noto Sans Bengali,
 * embedded (a subset of the glyphs used). Both names the certificate carries are printed: the
 * page's language's first.
 */
export function certificatePdf(
  row: CertificateRow,
  url: string,
  locale: Locale = 'en',
): Promise<Buffer> {
  const words = WORDS[locale];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: locale,
    info: {
      Title: words.pdfTitle(row.course_title),
      Author: CERTIFICATE_ISSUER,
      Subject: url,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawFrame(doc);
  drawFacts(doc, row, words, locale);
  const qrX = drawQrCode(doc, url);
  drawIssuer(doc, row, url, qrX, words);
  doc.end();
  return done;
}

type Doc = InstanceType<typeof PDFDocument>;

/** The double border in the brand colour. */
function drawFrame(doc: Doc): void {
  const width = doc.page.width;
  const height = doc.page.height;
  doc
    .lineWidth(3)
    .strokeColor(BRAND)
    .rect(24, 24, width - 48, height - 48)
    .stroke();
  doc
    .lineWidth(0.75)
    .rect(32, 32, width - 64, height - 64)
    .stroke();
}

/** The facts the page shows, centred, top to bottom (and the revocation, when there is one). */
function drawFacts(doc: Doc, row: CertificateRow, words: Words, locale: Locale): void {
  const line = (value: string, top: number, size: number, weight: Weight, color = INK) =>
    drawLine(doc, value, { top, size, weight, color });
  line(CERTIFICATE_ISSUER.toUpperCase(), 62, 14, 'bold', BRAND);
  line(words.title, 92, 34, 'bold');
  line(words.certifies, 156, 14, 'regular', MUTED);
  // The page's language's name first, large; the other beneath it, smaller.
  const [first, second] =
    locale === 'bn' && row.learner_name_bn
      ? [row.learner_name_bn, row.learner_name]
      : [row.learner_name, row.learner_name_bn];
  line(first, 180, 30, 'bold');
  const below = second ? 22 : 0;
  if (second) line(second, 216, 15, 'regular', MUTED);
  line(words.completed, 228 + below, 14, 'regular', MUTED);
  line(row.course_title, 252 + below, 22, 'bold');
  line(words.levelAndHours(row.level, row.hours), 290 + below, 13, 'regular', MUTED);
  line(words.completedOn(row.issued_at), 314 + below, 13, 'regular', MUTED);
  if (row.revoked_at) {
    line(words.revoked(row.revoked_at, row.revoke_reason), 342 + below, 14, 'bold', '#b91c1c');
  }
}

interface LineOptions {
  top: number;
  size: number;
  weight: Weight;
  color: string;
  /** Drawn from this x; centred when absent. */
  left?: number;
}

/**
 * One line of text at `top`, centred (made smaller when a long line would not fit) or from
 * `left`: Helvetica for Latin runs and Noto Sans Bengali for Bengali ones, side by side on one
 * baseline.
 */
function drawLine(doc: Doc, value: string, { top, size, weight, color, left }: LineOptions): void {
  const width = doc.page.width;
  const runs = scriptRuns(value);
  const centred = left === undefined;
  const bengali = runs.some((run) => run.bengali);
  if (centred && !bengali) {
    doc
      .font(LATIN_FONTS[weight])
      .fontSize(size)
      .fillColor(color)
      .text(value, 60, top, { width: width - 120, align: 'center' });
    return;
  }
  if (bengali) doc.registerFont(BENGALI_FONTS[weight], bengaliFont(weight));
  const fontOf = (run: ScriptRun) => (run.bengali ? BENGALI_FONTS[weight] : LATIN_FONTS[weight]);
  // Widths grow with the size: measured once at `size`, then scaled down to fit when needed.
  const widths = runs.map((run) => doc.font(fontOf(run)).fontSize(size).widthOfString(run.text));
  const total = widths.reduce((sum, each) => sum + each, 0);
  const scale = centred ? Math.min(1, (width - 120) / total) : 1;
  // Both fonts sit on one baseline where Helvetica's top would have been.
  const baseline = top + size * scale * 0.8;
  let x = centred ? (width - total * scale) / 2 : left;
  doc.fillColor(color);
  runs.forEach((run, index) => {
    doc.font(fontOf(run)).fontSize(size * scale);
    doc.text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
    x += (widths[index] ?? 0) * scale;
  });
}

/** The QR code, bottom right: one filled square per dark module. Answers its left edge. */
function drawQrCode(doc: Doc, url: string): number {
  const width = doc.page.width;
  const height = doc.page.height;
  const { size, isDark } = qrModules(url);
  const qrSide = 110;
  const cell = qrSide / size;
  const qrX = width - 60 - qrSide;
  const qrY = height - 60 - qrSide;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (isDark(x, y)) doc.rect(qrX + x * cell, qrY + y * cell, cell + 0.02, cell + 0.02);
    }
  }
  doc.fillColor(INK).fill();
  return qrX;
}

/** Bottom left: the issuer, the id and the verification URL (printed and linked). */
function drawIssuer(doc: Doc, row: CertificateRow, url: string, qrX: number, words: Words): void {
  const height = doc.page.height;
  const left = 60;
  drawLine(doc, words.issuedBy, { left, top: height - 150, size: 12, weight: 'bold', color: INK });
  const small = { left, size: 10, weight: 'regular', color: MUTED } as const;
  drawLine(doc, words.id(row.id), { ...small, top: height - 130 });
  drawLine(doc, words.verify, { ...small, top: height - 112 });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(BRAND)
    .text(url, left, height - 98, { link: url, underline: true, width: qrX - left - 20 });
}
