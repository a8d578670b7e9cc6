/**
 * Reads an English sentence the server (or a shared check) wrote with values in it, so that a
 * Bangla page can say it in Bangla: `englishPattern(make, 2)` matches what `make(a, b)` writes
 * for any a and b, and answers them (in make's argument order), or undefined for other text.
 */
export function englishPattern(
  make: (...values: string[]) => string,
  count: number,
): (text: string) => string[] | undefined {
  const marks = Array.from({ length: count }, (_, index) => `\uE000${index}\uE000`);
  const seen = new Set<string>();
  const source = make(...marks)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\uE000(\d+)\uE000/g, (_, index: string) => {
      // A value written twice is the same value both times.
      if (seen.has(index)) return `\\k<v${index}>`;
      seen.add(index);
      return `(?<v${index}>[\\s\\S]+?)`;
    });
  const pattern = new RegExp(`^${source}$`);
  return (text) => {
    const groups = pattern.exec(text)?.groups;
    return groups ? marks.map((_, index) => groups[`v${index}`] ?? '') : undefined;
  };
}
