import type { Token } from 'markdown-it';
import { isRecord, splitFrontMatter, unknownKeys } from './front-matter';
import { CODE_LANGUAGES, fenceLanguage, isCodeLanguage } from './markdown';

/** What a lesson file must agree with: its place in the curriculum. */
export interface LessonExpectation {
  id: string;
  title: string;
  minutes: number;
}

export interface ParsedLesson {
  summary: string;
  body: string;
  bodyLine: number;
}

export const LESSON_WORDS = { min: 400, max: 900 } as const;
export const SUMMARY_MAX_CHARS = 160;
export const KEY_POINTS = { min: 3, max: 5 } as const;
export const REQUIRED_SECTIONS = ['Worked example', 'Try it', 'Key points'] as const;

const FRONT_MATTER_KEYS = ['id', 'title', 'minutes', 'summary'] as const;

/** Counted as `wc -w` does, over the whole body, code included. */
export function countWords(body: string): number {
  return body.split(/\s+/).filter(Boolean).length;
}

/** Front matter against the curriculum; problems are messages without the file name. */
export function parseLessonFile(
  text: string,
  expected: LessonExpectation,
): { lesson?: ParsedLesson; problems: string[] } {
  const split = splitFrontMatter(text);
  if (typeof split === 'string') return { problems: [split] };
  const { data } = split;
  if (!isRecord(data)) return { problems: ['front matter must be a YAML mapping'] };
  const problems: string[] = [];
  for (const key of unknownKeys(data, FRONT_MATTER_KEYS)) {
    problems.push(
      `front matter has an unknown field \`${key}\` (allowed: id, title, minutes, summary)`,
    );
  }
  if (data.id !== expected.id) {
    problems.push(`front matter id is ${JSON.stringify(data.id)}; expected "${expected.id}"`);
  }
  if (data.title !== expected.title) {
    problems.push(
      `front matter title is ${JSON.stringify(data.title)}; the curriculum says "${expected.title}"`,
    );
  }
  if (data.minutes !== expected.minutes) {
    problems.push(
      `front matter minutes is ${JSON.stringify(data.minutes)}; the curriculum says ${expected.minutes}`,
    );
  }
  const summary = data.summary;
  if (typeof summary !== 'string' || !summary.trim()) {
    problems.push('front matter needs a summary (one sentence)');
  } else if (summary.trim().length > SUMMARY_MAX_CHARS) {
    problems.push(
      `summary has ${summary.trim().length} characters; the most is ${SUMMARY_MAX_CHARS}`,
    );
  }
  if (problems.length > 0 || typeof summary !== 'string') return { problems };
  return {
    lesson: { summary: summary.trim(), body: split.body, bodyLine: split.bodyLine },
    problems,
  };
}

/** Where a token starts, as a line of the file (markdown-it counts from the body's line 0). */
function lineOf(token: Token, bodyLine: number): number {
  return (token.map?.[0] ?? 0) + bodyLine;
}

function headingText(tokens: readonly Token[], index: number): string {
  return tokens[index + 1]?.content.trim() ?? '';
}

/** Top-level list items between a heading and the next heading of the same or higher rank. */
function bulletsAfter(tokens: readonly Token[], start: number): number {
  let bullets = 0;
  for (let index = start + 1; index < tokens.length; index += 1) {
    const token = tokens[index];
    if (!token || token.type === 'heading_open') break;
    if (token.type === 'list_item_open' && token.level === 1) bullets += 1;
  }
  return bullets;
}

/** The body's structure, from markdown-it's tokens of `body`. */
export function checkLessonBody(
  tokens: readonly Token[],
  body: string,
  bodyLine: number,
): string[] {
  const problems: string[] = [];
  const words = countWords(body);
  if (words < LESSON_WORDS.min || words > LESSON_WORDS.max) {
    problems.push(
      `body has ${words} words; lessons need ${LESSON_WORDS.min} to ${LESSON_WORDS.max}`,
    );
  }
  const sections: { title: string; index: number }[] = [];
  tokens.forEach((token, index) => {
    if (token.type === 'fence') {
      const lang = fenceLanguage(token.info);
      if (!lang) {
        problems.push(`line ${lineOf(token, bodyLine)}: code block has no language`);
      } else if (!isCodeLanguage(lang)) {
        problems.push(
          `line ${lineOf(token, bodyLine)}: code block language "${lang}" is not one of ` +
            Object.keys(CODE_LANGUAGES).join(', '),
        );
      }
    } else if (token.type === 'code_block') {
      problems.push(
        `line ${lineOf(token, bodyLine)}: indented code block; use a fenced block with a language`,
      );
    } else if (token.type === 'heading_open' && token.tag === 'h1') {
      problems.push(
        `line ${lineOf(token, bodyLine)}: no \`#\` headings (the page shows the title); use ##`,
      );
    } else if (token.type === 'heading_open' && token.tag === 'h2') {
      sections.push({ title: headingText(tokens, index), index });
    } else if (token.children?.some((child) => child.type === 'image')) {
      // Lessons are text and code; an image would need hosting, alt text review and caching.
      problems.push(`line ${lineOf(token, bodyLine)}: no images in lessons`);
    }
  });
  for (const required of REQUIRED_SECTIONS) {
    const count = sections.filter((section) => section.title === required).length;
    if (count !== 1) {
      problems.push(
        count === 0
          ? `missing the section "## ${required}"`
          : `has ${count} sections "## ${required}"; expected one`,
      );
    }
  }
  const keyPoints = sections.find((section) => section.title === 'Key points');
  if (keyPoints) {
    if (sections.at(-1) !== keyPoints) problems.push('"## Key points" must be the last section');
    const bullets = bulletsAfter(tokens, keyPoints.index);
    if (bullets < KEY_POINTS.min || bullets > KEY_POINTS.max) {
      problems.push(
        `"## Key points" has ${bullets} bullet points; expected ${KEY_POINTS.min} to ${KEY_POINTS.max}`,
      );
    }
  }
  return problems;
}
