import QRCode from 'qrcode';
import type { QrMatrix } from '../../../shared/schemas/certificates';

/** The QR code's modules: `isDark(x, y)` for 0 <= x, y < size. */
export function qrModules(text: string): {
  size: number;
  isDark: (x: number, y: number) => boolean;
} {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (x, y) => Boolean(modules.get(y, x)) };
}

/** The QR code as SVG path data (one unit square per dark module), for the page to draw. */
export function qrMatrix(text: string): QrMatrix {
  const { size, isDark } = qrModules(text);
  let path = '';
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (isDark(x, y)) path += `M${x} ${y}h1v1h-1z`;
    }
  }
  return { size, path };
}
