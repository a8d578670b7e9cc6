/** WCAG 2 contrast between two `#rgb` / `#rrggbb` colours (alpha, if any, is ignored). */

function channels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full =
    digits.length === 3 || digits.length === 4
      ? [...digits.slice(0, 3)].map((digit) => digit + digit).join('')
      : digits.slice(0, 6);
  const value = (offset: number) => parseInt(full.slice(offset, offset + 2), 16) / 255;
  return [value(0), value(2), value(4)];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

export function contrastRatio(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
