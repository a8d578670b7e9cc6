import type { MiddlewareHandler } from 'hono';
import { formatDateBn, toBengaliDigits } from '../../shared/format/bangla';
import { errorMessagesBn, type ErrorMessageBn } from './error-messages.bn';
import { MONTHS } from '../../shared/format/format';

/**
 * The API answers in the language of the page that called it: a Bangla page's API client sends
 * `Accept-Language: bn`, and an error answer (status 400 or more, in the API's one error shape)
 * then has its `message` and each `fields` value in Bangla, from error-messages.bn.ts (and says
 * `Vary: Accept-Language`). The code, the status, the other headers and the shape stay as they
 * are; a message the catalogue does not know stays English. Any other caller, and every
 * successful answer, is not touched: the header is read first, and only an error answer's body
 * is ever read (docs/api.md, Language of error messages).
 */
export function answerLanguage(): MiddlewareHandler {
  return async (c, next) => {
    if (!wantsBangla(c.req.header('Accept-Language'))) return next();
    await next();
    const answer = c.res;
    if (answer.status < 400 || answer.body === null || answer.headers.has('content-encoding')) {
      return;
    }
    if (!JSON_TYPE.test(answer.headers.get('content-type') ?? '')) return;
    let body: string | undefined;
    try {
      body = errorBodyInBangla(await answer.clone().text());
    } catch {
      // A body that could not be read is answered as it was.
      return;
    }
    if (body === undefined) return;
    const headers = new Headers(answer.headers);
    headers.delete('content-length');
    if (!/\baccept-language\b/i.test(headers.get('vary') ?? '')) {
      headers.append('Vary', 'Accept-Language');
    }
    // Cleared first: Hono would otherwise copy the old answer's headers (its length) onto this one.
    c.res = undefined;
    c.res = new Response(body, { status: answer.status, statusText: answer.statusText, headers });
  };
}

const JSON_TYPE = /^application\/json\b/i;

/** An Accept-Language header whose first tag is Bangla (`bn`, `bn-BD`), whatever follows. */
const BANGLA_FIRST = /^\s*bn(?:-[^,;\s]*)?\s*(?:[,;]|$)/i;

/** Whether an Accept-Language header's first tag is Bangla: one test, no parsing. */
export function wantsBangla(acceptLanguage: string | undefined): boolean {
  return acceptLanguage !== undefined && BANGLA_FIRST.test(acceptLanguage);
}

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An error body in the API's shape (`{error: {code, message, fields?}}` and nothing else) with its
 * sentences in Bangla, as JSON text; undefined when the text is not such a body or when nothing
 * in it is known.
 */
export function errorBodyInBangla(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(parsed) || Object.keys(parsed).length !== 1 || !isObject(parsed.error)) {
    return undefined;
  }
  const { error } = parsed;
  if (typeof error.code !== 'string' || typeof error.message !== 'string') return undefined;
  const { fields } = error;
  if (fields !== undefined && !isObject(fields)) return undefined;
  let changed = false;
  const bangla = (value: unknown) => {
    if (typeof value !== 'string') return value;
    const said = errorMessageInBangla(value);
    if (said !== value) changed = true;
    return said;
  };
  const translated: JsonObject = { ...error, message: bangla(error.message) };
  if (fields) {
    translated.fields = Object.fromEntries(
      Object.entries(fields).map(([name, value]) => [name, bangla(value)]),
    );
  }
  return changed ? JSON.stringify({ error: translated }) : undefined;
}

/** A message of the API in Bangla; the message itself when the catalogue does not know it. */
export function errorMessageInBangla(message: string): string {
  return translate(message, 0) ?? message;
}

/** `{name}` in a catalogue entry: a part of the sentence that varies. */
const PLACEHOLDER = /\{([A-Za-z]\w*)\}/g;

/** The names of a template's placeholders, in order (repeats included). */
export function placeholderNames(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
}

interface Pattern {
  regex: RegExp;
  bn: string;
}

interface Compiled {
  exact: Map<string, string>;
  patterns: Pattern[];
}

let compiled: Compiled | undefined;

/** Built on the first Bangla error, never for English callers. */
function catalogue(): Compiled {
  compiled ??= compile(errorMessagesBn);
  return compiled;
}

function compile(entries: readonly ErrorMessageBn[]): Compiled {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const { en, bn } of entries) {
    if (placeholderNames(en).length === 0) {
      if (!exact.has(en)) exact.set(en, bn);
    } else {
      patterns.push({ regex: templateRegex(en), bn });
    }
  }
  return { exact, patterns };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 'Try again in {wait}.' → /^Try again in (?<wait>[\s\S]+?)\.$/ (a repeated name must repeat). */
function templateRegex(template: string): RegExp {
  const seen = new Set<string>();
  let source = '';
  let at = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    source += escapeRegex(template.slice(at, match.index));
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>[\\s\\S]+?)`;
    seen.add(name);
    at = match.index + match[0].length;
  }
  source += escapeRegex(template.slice(at));
  return new RegExp(`^${source}$`, 'u');
}

/** How deep a placeholder's value is itself translated (a sentence holding a sentence). */
const MAX_DEPTH = 2;

function translate(text: string, depth: number): string | undefined {
  const { exact, patterns } = catalogue();
  const known = exact.get(text);
  if (known !== undefined) return known;
  for (const { regex, bn } of patterns) {
    const groups = regex.exec(text)?.groups;
    if (!groups) continue;
    return bn.replace(PLACEHOLDER, (whole, name: string) => {
      const value = groups[name];
      return value === undefined ? whole : valueInBangla(name, value, depth);
    });
  }
  return undefined;
}

/** Placeholders whose values are kept as written: IDs, addresses, titles, outside words. */
const VERBATIM = /^(?:id|title|reason|detail)$|(?:Id|Email|Title)$/;

/** A placeholder's value as a Bangla sentence writes it. */
function valueInBangla(name: string, value: string, depth: number): string {
  if (VERBATIM.test(name)) return value;
  if (depth < MAX_DEPTH) {
    const said = translate(value, depth + 1) ?? sentencesInBangla(value, depth + 1);
    if (said !== undefined) return said;
  }
  return waitInBangla(value) ?? dateInBangla(value) ?? numberInBangla(value) ?? value;
}

/** Several known sentences in a row ('It repeats… It contains…'), each translated. */
function sentencesInBangla(text: string, depth: number): string | undefined {
  const sentences = text.split(/(?<=\.)\s+(?=\S)/);
  if (sentences.length < 2) return undefined;
  const said = sentences.map((sentence) => translate(sentence, depth));
  return said.every((sentence) => sentence !== undefined) ? said.join(' ') : undefined;
}

const WAIT_UNITS: Record<string, string> = { second: 'সেকেন্ড', minute: 'মিনিট', hour: 'ঘণ্টা' };

/** waitInWords' '8 seconds', '3 minutes', '1 hour 1 minute' → '৮ সেকেন্ড', '১ ঘণ্টা ১ মিনিট'. */
function waitInBangla(text: string): string | undefined {
  const match = /^(\d+) (second|minute|hour)s?(?: (\d+) minutes?)?$/.exec(text);
  if (!match) return undefined;
  const [, count = '', unit = '', minutes] = match;
  const first = `${toBengaliDigits(count)} ${WAIT_UNITS[unit] ?? unit}`;
  return minutes === undefined ? first : `${first} ${toBengaliDigits(minutes)} মিনিট`;
}

/** '2026-03-26', 'March 26, 2026' or '26 March 2026' → '২৬ মার্চ ২০২৬'. */
function dateInBangla(text: string): string | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDateBn(text);
  const written =
    /^(?<month>[A-Z][a-z]+) (?<day>\d{1,2}), (?<year>\d{4})$/.exec(text) ??
    /^(?<day>\d{1,2}) (?<month>[A-Z][a-z]+) (?<year>\d{4})$/.exec(text);
  const { day = '', month = '', year = '' } = written?.groups ?? {};
  const monthNumber = MONTHS.indexOf(month) + 1;
  if (monthNumber === 0) return undefined;
  return formatDateBn(`${year}-${String(monthNumber).padStart(2, '0')}-${day.padStart(2, '0')}`);
}

/** '5000', '4.50', '12,345' → Bengali digits. */
function numberInBangla(text: string): string | undefined {
  return /^-?\d[\d,]*(?:\.\d+)?$/.test(text) ? toBengaliDigits(text) : undefined;
}
