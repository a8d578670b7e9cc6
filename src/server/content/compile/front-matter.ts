import { parse, YAMLParseError } from 'yaml';

export interface FrontMatterFile {
  data: unknown;
  body: string;
  /** 1-based line number of the body's first line in the file, for messages. */
  bodyLine: number;
}

/** Splits `---\n<yaml>\n---\n<body>`; a string is the reason it could not. */
export function splitFrontMatter(text: string): FrontMatterFile | string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines[0]?.trim() !== '---') return 'must start with a `---` front-matter block';
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end < 0) return 'front matter has no closing `---` line';
  const parsed = parseYaml(lines.slice(1, end).join('\n'));
  if (typeof parsed === 'string') return `front matter: ${parsed}`;
  return { data: parsed.value, body: lines.slice(end + 1).join('\n'), bodyLine: end + 2 };
}

/** YAML text to a value; a string is the parser's reason, with its line. */
export function parseYaml(text: string): { value: unknown } | string {
  try {
    return { value: parse(text) as unknown };
  } catch (error) {
    if (error instanceof YAMLParseError) return `invalid YAML: ${error.message.split('\n')[0]}`;
    throw error;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys outside `allowed`, so a typo (`answer` for `answers`) is reported, not ignored. */
export function unknownKeys(record: Record<string, unknown>, allowed: readonly string[]): string[] {
  return Object.keys(record).filter((key) => !allowed.includes(key));
}
