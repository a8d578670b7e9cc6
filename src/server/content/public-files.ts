import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { CompiledCourse } from './content-types';

/**
 * For the secrecy test: is any enrolled-only text (a lesson's sentence, a quiz's answer or
 * explanation) in a file the public site serves? Only the course's first lesson, the free
 * preview, may be.
 */

export interface PublicMatch {
  /** Relative to the scanned dir. */
  file: string;
  needle: string;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

/** A precompressed variant is scanned as the text it expands to. */
function readText(file: string): string {
  const bytes = fs.readFileSync(file);
  if (file.endsWith('.br')) return brotliDecompressSync(bytes).toString('utf8');
  if (file.endsWith('.gz')) return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

/** Every file under `dir` (recursively, precompressed ones expanded) that contains a needle. */
export function publicFilesContaining(dir: string, needles: readonly string[]): PublicMatch[] {
  const matches: PublicMatch[] = [];
  for (const file of filesUnder(dir)) {
    const text = readText(file);
    for (const needle of needles) {
      if (text.includes(needle)) matches.push({ file: path.relative(dir, file), needle });
    }
  }
  return matches;
}

/**
 * The longest run of plain words in compiled HTML, if it has `minLength` characters. Plain:
 * letters, digits, spaces and light punctuation, never across a tag, an entity or a line break,
 * so the same words are found whether a page escapes quotes, a bundle escapes them differently
 * or code spans split a sentence.
 */
export function distinctiveFragment(html: string, minLength: number): string | undefined {
  const plain = html.replace(/<[^>]*>|&[#a-z0-9]+;/gi, '\n');
  const runs = plain.split(/[^A-Za-z0-9 ,.()-]+/).map((run) => run.trim());
  const longest = runs.reduce((best, run) => (run.length > best.length ? run : best), '');
  return longest.length >= minLength ? longest : undefined;
}

/** The lesson the course shows to everyone: the first lesson of its first module. */
export function previewLessonId(course: CompiledCourse): string | undefined {
  return course.modules[0]?.lessons[0]?.id;
}

export interface SecretText {
  /** `lesson docker-1-2` or `quiz docker-1-quiz q3 answer`. */
  source: string;
  needle: string;
}

/** Shorter runs (a command, "Platform as a Service") may well occur in a public article. */
const MIN_NEEDLE = 40;
const LESSON_NEEDLES = 3;

/**
 * What must not be public: fragments of every lesson but the preview (from its paragraphs),
 * and of every quiz explanation and right answer that has a run of plain words long enough not
 * to occur elsewhere by chance.
 */
export function secretTexts(courses: readonly CompiledCourse[]): SecretText[] {
  const secrets: SecretText[] = [];
  const add = (source: string, html: string) => {
    const needle = distinctiveFragment(html, MIN_NEEDLE);
    if (needle) secrets.push({ source, needle });
  };
  for (const course of courses) {
    const preview = previewLessonId(course);
    for (const module of course.modules) {
      for (const lesson of module.lessons) {
        if (lesson.id === preview) continue;
        // Three paragraphs' worth, so a lesson leaked in part is as likely caught as a whole one.
        const fragments = [...lesson.html.matchAll(/<p>([\s\S]*?)<\/p>/g)]
          .map((match) => distinctiveFragment(match[1] ?? '', MIN_NEEDLE))
          .filter((fragment) => fragment !== undefined)
          .sort((a, b) => b.length - a.length)
          .slice(0, LESSON_NEEDLES);
        for (const needle of fragments) secrets.push({ source: `lesson ${lesson.id}`, needle });
      }
      for (const question of module.quiz.questions) {
        const where = `quiz ${module.quiz.id} ${question.id}`;
        add(`${where} explanation`, question.explanationHtml);
        const answers =
          question.kind === 'single'
            ? [question.optionsHtml[question.answer] ?? '']
            : question.kind === 'multiple'
              ? question.answers.map((index) => question.optionsHtml[index] ?? '')
              : [question.answerHtml];
        for (const answer of answers) add(`${where} answer`, answer);
      }
    }
  }
  return secrets;
}
