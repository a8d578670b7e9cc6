import { beforeAll, describe, expect, it } from 'vitest';
import { curricula } from '../../../shared/catalogue/curricula';
import type { CompiledCourse, CompiledLesson } from '../content-types';
import { type CompileResult, compileContentTree } from './compile-content';
import { contrastRatio } from '../../../../tests/helpers/contrast';
import { LESSON_WORDS } from './lesson-rules';
import { CODE_LANGUAGES } from './markdown';

/** The real content tree, every curriculum: what the build will compile. */

let result: CompileResult;

beforeAll(async () => {
  result = await compileContentTree();
}, 60_000);

function allLessons(courses: readonly CompiledCourse[]): CompiledLesson[] {
  return courses.flatMap((course) => course.modules.flatMap((module) => module.lessons));
}

describe('the content tree', () => {
  it('has every lesson and quiz of every curriculum, with zero problems', () => {
    expect(result.problems.map((problem) => `${problem.file}: ${problem.message}`)).toEqual([]);
    expect(result.courses.map((course) => course.courseId)).toEqual(Object.keys(curricula));
    for (const course of result.courses) {
      const modules = curricula[course.courseId] ?? [];
      expect(course.modules.map((module) => module.lessons.length)).toEqual(
        modules.map((module) => module.lessons.length),
      );
    }
  });

  it('has every lab the curricula list, in their order', () => {
    const listed = Object.values(curricula).flatMap((modules) =>
      modules.flatMap((module) => (module.labs ?? []).map((lab) => lab.id)),
    );
    expect(result.labs.map((lab) => lab.id)).toEqual(listed);
    expect(listed).toContain('linux-find-and-organise-files');
  });

  it('has no lesson under 400 words (or over 900)', () => {
    const outside = allLessons(result.courses)
      .filter((lesson) => lesson.words < LESSON_WORDS.min || lesson.words > LESSON_WORDS.max)
      .map((lesson) => `${lesson.id}: ${lesson.words}`);
    expect(outside).toEqual([]);
    expect(allLessons(result.courses).length).toBeGreaterThan(0);
  });

  it('highlights and labels every code block', () => {
    const labels = new Set(
      Object.entries(CODE_LANGUAGES).map(([lang, label]) => `${lang}|${label}`),
    );
    for (const lesson of allLessons(result.courses)) {
      const pres = lesson.html.match(/<pre\b/g) ?? [];
      const blocks = [
        ...lesson.html.matchAll(
          /<figure class="code-block" data-lang="([a-z]+)"><figcaption class="code-lang">([^<]+)<\/figcaption><pre class="shiki [^"]+" style="background-color:#[0-9a-fA-F]+;color:#[0-9a-fA-F]+" tabindex="0"><code>([\s\S]*?)<\/code><\/pre><\/figure>/g,
        ),
      ];
      expect(blocks.length, `${lesson.id}: every <pre> is a labelled, highlighted block`).toBe(
        pres.length,
      );
      for (const [, lang = '', label = '', code = ''] of blocks) {
        expect(labels.has(`${lang}|${label}`), `${lesson.id}: label ${label} for ${lang}`).toBe(
          true,
        );
        if (lang !== 'text' && code.trim()) {
          expect(code, `${lesson.id}: a ${lang} block has coloured tokens`).toMatch(
            /<span style="color:#/,
          );
        }
      }
    }
  });

  it('colours code at WCAG AA contrast (4.5:1) on its background and on the white page', () => {
    const weak = new Set<string>();
    for (const lesson of allLessons(result.courses)) {
      for (const [, pre = ''] of lesson.html.matchAll(/<pre\b([\s\S]*?)<\/pre>/g)) {
        const background = /background-color:(#[0-9a-fA-F]{3,6})/.exec(pre)?.[1] ?? '#ffffff';
        for (const [, colour = ''] of pre.matchAll(/(?<!background-)color:(#[0-9a-fA-F]{3,8})/g)) {
          const ratio = Math.min(
            contrastRatio(colour, background),
            contrastRatio(colour, '#ffffff'),
          );
          if (ratio < 4.5) weak.add(`${colour} (${ratio.toFixed(2)}:1) in ${lesson.id}`);
        }
      }
    }
    expect([...weak]).toEqual([]);
  });

  it('lets no raw HTML through and marks external links', () => {
    for (const lesson of allLessons(result.courses)) {
      expect(lesson.html).not.toMatch(/<(script|iframe|img|style|object|embed)\b/i);
      for (const [link = ''] of lesson.html.matchAll(/<a href="https?:[^>]*>/g)) {
        expect(link, lesson.id).toContain('rel="noopener"');
      }
    }
  });

  it('stores typed answers normalised, with the first as the shown answer', () => {
    const typed = result.courses
      .flatMap((course) => course.modules.flatMap((module) => module.quiz.questions))
      .filter((question) => question.kind === 'typed');
    for (const question of typed) {
      expect(question.accept.length).toBeGreaterThan(0);
      for (const answer of question.accept) {
        expect(answer).toBe(answer.trim().replace(/\s+/g, ' ').toLowerCase());
      }
      expect(question.answerHtml).toMatch(/^<code>[^<]+<\/code>$/);
    }
  });
});
