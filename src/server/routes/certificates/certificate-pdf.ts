import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CERTIFICATE_ISSUER, certificateDate } from '../../../shared/schemas/certificates';
import { qrModules } from '../../learning/certificates/certificate-qr';
import type { CertificateRow } from '../../learning/certificates/certificates';

const BRAND = '#1d4ed8';
const INK = '#0f172a';
const MUTED = '#475569';

/**
 * Noto Sans Bengali (bold, its Bengali subset) from the npm package @fontsource/noto-sans-bengali:
 * a name written in Bengali script is drawn in it, shaped by pdfkit's fontkit (conjuncts such as
 * ক্ষ and ন্ত come out as the font draws them, not as loose letters and a visible hasanta).
 */
const BENGALI_FONT_FILE =
  '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff';
const BENGALI_FONT = 'NotoSansBengali-Bold';
let bengaliFontBytes: Buffer | undefined;

function bengaliFont(): Buffer {
  bengaliFontBytes ??= readFileSync(createRequire(import.meta.url).resolve(BENGALI_FONT_FILE));
  return bengaliFontBytes;
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

/**
 * The certificate as an A4 landscape PDF: the same facts as its page, the QR code drawn as
 * vector squares, and the verification URL as text and as a link. The standard PDF fonts
 * (Helvetica) cover Latin text only: a learner's name in Bengali script is drawn in Noto Sans
 * Bengali, embedded (a subset of the glyphs used).
 */
export function certificatePdf(row: CertificateRow, url: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `${row.course_title}: certificate of completion`,
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
  drawFacts(doc, row);
  const qrX = drawQrCode(doc, url);
  drawIssuer(doc, row, url, qrX);
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
function drawFacts(doc: Doc, row: CertificateRow): void {
  const width = doc.page.width;
  const text = (value: string, y: number, size: number, font = 'Helvetica', color = INK) =>
    doc
      .font(font)
      .fontSize(size)
      .fillColor(color)
      .text(value, 60, y, {
        width: width - 120,
        align: 'center',
      });

  text(CERTIFICATE_ISSUER.toUpperCase(), 62, 14, 'Helvetica-Bold', BRAND);
  text('Certificate of Completion', 92, 34, 'Helvetica-Bold');
  text('This certifies that', 156, 14, 'Helvetica', MUTED);
  drawName(doc, row.learner_name, 180, 30);
  text('has completed every lesson, quiz and lab of', 228, 14, 'Helvetica', MUTED);
  text(row.course_title, 252, 22, 'Helvetica-Bold');
  text(`${row.level} · ${row.hours} hours`, 290, 13, 'Helvetica', MUTED);
  text(`Completed on ${certificateDate(row.issued_at)}`, 314, 13, 'Helvetica', MUTED);
  if (row.revoked_at) {
    text(
      `REVOKED on ${certificateDate(row.revoked_at)}${row.revoke_reason ? `: ${row.revoke_reason}` : ''}`,
      342,
      14,
      'Helvetica-Bold',
      '#b91c1c',
    );
  }
}

/**
 * The learner's name, centred on one line at `top`: Helvetica for Latin text, Noto Sans Bengali
 * for Bengali runs, side by side on one baseline, made smaller when a long name would not fit.
 */
function drawName(doc: Doc, name: string, top: number, size: number): void {
  const runs = scriptRuns(name);
  const width = doc.page.width;
  if (!runs.some((run) => run.bengali)) {
    doc
      .font('Helvetica-Bold')
      .fontSize(size)
      .fillColor(INK)
      .text(name, 60, top, { width: width - 120, align: 'center' });
    return;
  }
  doc.registerFont(BENGALI_FONT, bengaliFont());
  const fontOf = (run: ScriptRun) => (run.bengali ? BENGALI_FONT : 'Helvetica-Bold');
  // Widths grow with the size: measured once at `size`, then scaled down to fit when needed.
  const widths = runs.map((run) => doc.font(fontOf(run)).fontSize(size).widthOfString(run.text));
  const total = widths.reduce((sum, each) => sum + each, 0);
  const scale = Math.min(1, (width - 120) / total);
  // Both fonts sit on one baseline where Helvetica's top would have been.
  const baseline = top + size * scale * 0.8;
  let x = (width - total * scale) / 2;
  doc.fillColor(INK);
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
function drawIssuer(doc: Doc, row: CertificateRow, url: string, qrX: number): void {
  const height = doc.page.height;
  const left = 60;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor(INK)
    .text(`Issued by ${CERTIFICATE_ISSUER}`, left, height - 150);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`Certificate ID: ${row.id}`, left, height - 130);
  doc.text('Verify this certificate at:', left, height - 112);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(BRAND)
    .text(url, left, height - 98, { link: url, underline: true, width: qrX - left - 20 });
}
