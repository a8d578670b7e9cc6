// @vitest-environment jsdom
import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, settle, setupDom, setValue, toastTexts } from '../../../../tests/helpers/dom';
import { courseItems } from '../../../shared/catalogue/course-items';
import { curriculumFor } from '../../../shared/catalogue/curricula';
import type {
  CourseOutline,
  LessonBody,
  QuizAttemptSummary,
  QuizQuestionReview,
  QuizState,
} from '../../../shared/schemas/learn';
import { CoursePlayer } from './course-player';
import { loadQuizView } from './course-player-body';
import { shellOutline, withFinished } from './learn-paths';

const COURSE = 'docker-fundamentals';
const API = `/api/learn/${COURSE}`;
const modules = curriculumFor(COURSE);
const shell = shellOutline(COURSE, 'Docker Fundamentals', modules, courseItems(modules));

const dom = setupDom();

// The quiz's code loads on opening (course-player-body.tsx): these tests start with it in.
beforeAll(async () => {
  await loadQuizView();
});
const { container } = dom;
const { answer, calls, json } = fakeApi();

/** The learner's outline with `finished` items done. */
function outlineWith(finished: string[], extra: Partial<CourseOutline> = {}): CourseOutline {
  let outline: CourseOutline = { ...shell };
  for (const id of finished) outline = withFinished(outline, id, 0);
  const percent = Math.floor((outline.finished * 100) / outline.total);
  return { ...outline, percent, lastItemId: finished.at(-1) ?? null, ...extra };
}

function aLesson(id: string, extra: Partial<LessonBody> = {}): LessonBody {
  return {
    courseId: COURSE,
    moduleId: 'docker-1',
    id,
    title: `Lesson ${id}`,
    minutes: 25,
    summary: 'A lesson.',
    html: '<h2>Why</h2><p>Containers share the kernel.</p><pre><code>docker run hello-world</code></pre>',
    finished: false,
    previous: null,
    next: null,
    ...extra,
  };
}

const QUESTIONS: QuizQuestionReview[] = [
  {
    id: 'q1',
    kind: 'single',
    promptHtml: 'What do containers share?',
    optionsHtml: ['A hypervisor', 'The host kernel'],
    answerHtml: 'The host kernel',
    explanationHtml: 'Containers are processes.',
  },
  {
    id: 'q2',
    kind: 'multiple',
    promptHtml: 'Which are true?',
    optionsHtml: ['One', 'Two', 'Three'],
    answerHtml: 'One, Three',
    explanationHtml: 'Tags move.',
  },
  {
    id: 'q3',
    kind: 'typed',
    promptHtml: 'Follow the logs of <code>web</code>.',
    optionsHtml: [],
    answerHtml: '<code>docker logs -f web</code>',
    explanationHtml: '-f follows.',
  },
];
const views = QUESTIONS.map(({ id, kind, promptHtml, optionsHtml }) => ({
  id,
  kind,
  promptHtml,
  optionsHtml,
}));

function aQuiz(extra: Partial<QuizState> = {}): QuizState {
  return {
    courseId: COURSE,
    moduleId: 'docker-1',
    id: 'docker-1-quiz',
    title: 'Quiz: Containers and Docker Basics',
    version: 1,
    questions: views,
    attempts: [],
    passed: false,
    retryAfterSeconds: 0,
    previous: null,
    next: null,
    ...extra,
  };
}

function anAttempt(extra: Partial<QuizAttemptSummary> = {}): QuizAttemptSummary {
  return {
    id: 'attempt-1',
    createdAt: '2026-11-24T10:00:00.000Z',
    score: 33,
    correct: 1,
    total: 3,
    passed: false,
    wrong: ['q2', 'q3'],
    ...extra,
  };
}

function player({
  itemId = 'docker-1-2' as string | null,
  signedIn = true,
  go = vi.fn<(href: string) => void>(),
  initialLesson = undefined as LessonBody | undefined,
} = {}) {
  const url = itemId ? `/learn/${COURSE}/${itemId}` : `/learn/${COURSE}`;
  const done = dom.hydrate(
    <CoursePlayer
      shell={shell}
      initialItemId={itemId}
      initialLesson={initialLesson}
      go={go}
      isSignedIn={() => Promise.resolve(signedIn)}
    />,
    { url },
  );
  return { done, go };
}

const text = () => container.textContent ?? '';
const button = (name: string | RegExp) => {
  const found = [...container.querySelectorAll('button')].find((b) =>
    typeof name === 'string' ? b.textContent?.trim() === name : name.test(b.textContent ?? ''),
  );
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
};
const outlineLink = (itemId: string) => {
  const link = container.querySelector(`nav a[href="/learn/${COURSE}/${itemId}"]`);
  if (!link) throw new Error(`no outline link for ${itemId}`);
  return link;
};
const posts = () => calls.filter((call) => call.method === 'POST').map((call) => call.url);

describe('CoursePlayer', () => {
  it('prerenders the public outline and shows ticks and the percentage once loaded', async () => {
    answer('GET', API, () => json(200, outlineWith(['docker-1-1', 'docker-1-2'])));
    answer('GET', `${API}/lessons/docker-1-2`, () =>
      json(200, aLesson('docker-1-2', { finished: true })),
    );
    const { done } = player();
    const html = await done;
    expect(html).toContain('Docker Fundamentals');
    expect(html).toContain('Why containers? Virtual machines versus containers');
    expect(html).toContain('Quiz: Containers and Docker Basics');

    const total = shell.total;
    expect(text()).toContain(`${Math.floor(200 / total)}% complete`);
    expect(container.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe(
      String(Math.floor(200 / total)),
    );
    expect(outlineLink('docker-1-1').textContent).toContain('(finished)');
    expect(outlineLink('docker-1-3').textContent).not.toContain('(finished)');
    expect(outlineLink('docker-1-2').getAttribute('aria-current')).toBe('page');
    expect(outlineLink('docker-1-1').getAttribute('aria-current')).toBeNull();
    // Lessons come before the module's labs, and those before its quiz.
    const hrefs = [...container.querySelectorAll('nav[aria-label="Course outline"] a')].map((a) =>
      a.getAttribute('href'),
    );
    const labs = curriculumFor(COURSE)[0]?.labs ?? [];
    expect(hrefs.indexOf(`/learn/${COURSE}/docker-1-6`)).toBe(
      hrefs.indexOf(`/learn/${COURSE}/docker-1-quiz`) - 1 - labs.length,
    );

    expect(container.querySelector('h1')?.textContent).toBe('Lesson docker-1-2');
    expect(text()).toContain('25 min read');
    expect(container.querySelector('article pre code')?.textContent).toBe('docker run hello-world');
    expect(button(/Completed/).disabled).toBe(true);
  });

  it('folds the outline behind a button on phones', async () => {
    answer('GET', API, () => json(200, outlineWith([])));
    answer('GET', `${API}/lessons/docker-1-2`, () => json(200, aLesson('docker-1-2')));
    await player().done;
    const toggle = button(/Course outline/);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    act(() => toggle.click());
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('marks a lesson complete', async () => {
    answer('GET', API, () => json(200, outlineWith([])));
    answer('GET', `${API}/lessons/docker-1-2`, () => json(200, aLesson('docker-1-2')));
    answer('POST', `${API}/lessons/docker-1-2/complete`, () =>
      json(200, { itemId: 'docker-1-2', finished: true, percent: 3 }),
    );
    await player().done;
    await settle(() => button('Mark as complete').click());
    expect(posts()).toEqual([`${API}/lessons/docker-1-2/complete`]);
    expect(button(/Completed/).disabled).toBe(true);
    expect(outlineLink('docker-1-2').textContent).toContain('(finished)');
    expect(text()).toContain('3% complete');
  });

  it('finishes the lesson on Next, then opens the next one', async () => {
    answer('GET', API, () => json(200, outlineWith([])));
    answer('GET', `${API}/lessons/docker-1-2`, () => json(200, aLesson('docker-1-2')));
    answer('GET', `${API}/lessons/docker-1-3`, () => json(200, aLesson('docker-1-3')));
    answer('POST', `${API}/lessons/docker-1-2/complete`, () =>
      json(200, { itemId: 'docker-1-2', finished: true, percent: 3 }),
    );
    await player().done;
    const next = button(/Images, containers and registries explained/);
    expect(next.textContent).toContain('Next');
    expect(next.title).toContain('Alt+Right');
    await settle(() => next.click());
    await settle();
    expect(posts()).toEqual([`${API}/lessons/docker-1-2/complete`]);
    expect(window.location.pathname).toBe(`/learn/${COURSE}/docker-1-3`);
    expect(container.querySelector('h1')?.textContent).toBe('Lesson docker-1-3');
    expect(outlineLink('docker-1-2').textContent).toContain('(finished)');
    expect(outlineLink('docker-1-3').getAttribute('aria-current')).toBe('page');
  });

  it('moves back with Alt+ArrowLeft, not while typing', async () => {
    answer('GET', API, () => json(200, outlineWith([])));
    answer('GET', `${API}/lessons/docker-1-2`, () => json(200, aLesson('docker-1-2')));
    answer('GET', `${API}/lessons/docker-1-1`, () => json(200, aLesson('docker-1-1')));
    await player().done;
    await settle(() =>
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', altKey: true })),
    );
    await settle();
    expect(window.location.pathname).toBe(`/learn/${COURSE}/docker-1-1`);
    expect(posts()).toEqual([]);
  });

  it('opens the last unfinished item on /learn/{course}', async () => {
    answer('GET', API, () =>
      json(
        200,
        outlineWith(['docker-1-1'], { lastItemId: 'docker-1-4', nextItemId: 'docker-1-2' }),
      ),
    );
    answer('GET', `${API}/lessons/docker-1-4`, () => json(200, aLesson('docker-1-4')));
    await player({ itemId: null }).done;
    await settle();
    expect(window.location.pathname).toBe(`/learn/${COURSE}/docker-1-4`);
    expect(container.querySelector('h1')?.textContent).toBe('Lesson docker-1-4');
  });

  it('sends a signed-out visitor to sign in, and back here afterwards', async () => {
    const { done, go } = player({ itemId: 'docker-1-3', signedIn: false });
    await done;
    expect(go).toHaveBeenCalledExactlyOnceWith(
      `/auth?next=${encodeURIComponent(`/learn/${COURSE}/docker-1-3`)}`,
    );
    expect(calls).toEqual([]);
  });

  it('lets a signed-out visitor read the preview lesson', async () => {
    answer('GET', `${API}/lessons/docker-1-1`, () => json(200, aLesson('docker-1-1')));
    const { done, go } = player({ itemId: 'docker-1-1', signedIn: false });
    await done;
    expect(go).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe('Lesson docker-1-1');
    expect(text()).not.toContain('Mark as complete');
  });

  it('shows a prerendered preview from the first paint, before and after the API answers', async () => {
    const preview = aLesson('docker-1-1');
    let seenBeforeAnswer = '';
    answer('GET', `${API}/lessons/docker-1-1`, () => {
      seenBeforeAnswer = text();
      return json(200, preview);
    });
    const { done, go } = player({ itemId: 'docker-1-1', signedIn: false, initialLesson: preview });
    const html = await done;
    expect(html).toContain('<p>Containers share the kernel.</p>');
    expect(html).not.toContain('Loading the lesson...');
    expect(seenBeforeAnswer).toContain('Containers share the kernel.');
    expect(go).not.toHaveBeenCalled();
    expect(text()).toContain('Containers share the kernel.');
    expect(text()).toContain('free preview lesson');
  });

  it('sends a learner without the course to its checkout', async () => {
    const refused = () =>
      json(403, { error: { code: 'not_enrolled', message: 'Enrol in this course first.' } });
    answer('GET', API, refused);
    answer('GET', `${API}/lessons/docker-1-3`, refused);
    const { done, go } = player({ itemId: 'docker-1-3' });
    await done;
    expect(go).toHaveBeenCalledExactlyOnceWith(`/checkout/${COURSE}?reason=not-enrolled`);
  });

  it('says so in a toast when a lesson cannot be marked complete', async () => {
    answer('GET', API, () => json(200, outlineWith([])));
    answer('GET', `${API}/lessons/docker-1-2`, () => json(200, aLesson('docker-1-2')));
    await player().done;
    await settle(() => button('Mark as complete').click());
    expect(toastTexts()).toEqual([
      {
        title: 'Could not mark the lesson complete',
        description: 'Unexpected call.',
        variant: 'destructive',
      },
    ]);
    expect(button('Mark as complete').disabled).toBe(false);
  });
});

describe('the module quiz', () => {
  const QUIZ_API = `${API}/quizzes/docker-1-quiz/attempts`;

  async function openQuiz(state: QuizState) {
    answer('GET', API, () => json(200, outlineWith([])));
    answer('GET', QUIZ_API, () => json(200, state));
    await player({ itemId: 'docker-1-quiz' }).done;
    await settle();
  }

  function answerAll() {
    const radios = container.querySelectorAll<HTMLInputElement>('input[name="question-q1"]');
    act(() => radios[1]?.click());
    const boxes = container.querySelectorAll<HTMLInputElement>('input[name="question-q2"]');
    act(() => boxes[0]?.click());
    act(() => boxes[1]?.click());
    const typed = container.querySelector<HTMLInputElement>('#question-q3');
    if (!typed) throw new Error('no typed answer');
    setValue(typed, 'docker logs web');
  }

  it('shows the score, the wrong questions and a countdown after a failed attempt', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await openQuiz(aQuiz());
      expect(container.querySelectorAll('input[type="radio"]')).toHaveLength(2);
      expect(container.querySelectorAll('input[type="checkbox"]')).toHaveLength(3);
      expect(container.querySelector('label[for="question-q3"]')?.textContent).toContain(
        'Follow the logs of web.',
      );
      answerAll();
      answer('POST', QUIZ_API, () =>
        json(201, { attempt: anAttempt(), percent: 0, retryAfterSeconds: 60 }),
      );
      await settle(() => button('Submit answers').click());
      expect(calls.at(-1)).toEqual({
        method: 'POST',
        url: QUIZ_API,
        body: { version: 1, answers: { q1: 1, q2: [0, 1], q3: 'docker logs web' } },
      });
      expect(text()).toContain('You scored 33% (1 of 3 correct).');
      expect(text()).toContain('You need 70% to pass');
      const wrong = [...container.querySelectorAll('[data-wrong]')].map((q) =>
        q.getAttribute('data-question'),
      );
      expect(wrong).toEqual(['q2', 'q3']);
      expect(text()).toContain('The questions marked below were answered wrongly.');
      expect(text()).toContain(
        'The wait after each failed attempt: 1 minute, 1 minute, 10 minutes, 60 minutes, then 8 hours each time. Only your first 2 attempts mark the questions answered wrongly.',
      );
      expect(text()).not.toContain('The host kernel'.repeat(2));
      expect(text()).not.toContain('Containers are processes.');
      const submit = button(/Try again in 60 s/);
      expect(submit.disabled).toBe(true);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(button(/Try again in 59 s/).disabled).toBe(true);
      for (let second = 0; second < 59; second += 1) {
        await act(async () => {
          await vi.advanceTimersByTimeAsync(1000);
        });
      }
      expect(button('Submit answers').disabled).toBe(false);
      expect(text()).toContain('Previous attempts');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the score and the review after a pass, and ticks the quiz', async () => {
    await openQuiz(aQuiz());
    answerAll();
    answer('POST', QUIZ_API, () =>
      json(201, {
        attempt: anAttempt({ score: 100, correct: 3, passed: true, wrong: [] }),
        percent: 4,
        review: QUESTIONS,
      }),
    );
    await settle(() => button('Submit answers').click());
    expect(text()).toContain('Passed! You scored 100% (3 of 3 correct).');
    const review = container.querySelector('section[aria-labelledby="quiz-review"]');
    expect(review?.textContent).toContain('Answer: The host kernel');
    expect(review?.textContent).toContain('Containers are processes.');
    expect([...(review?.querySelectorAll('code') ?? [])].at(-1)?.textContent).toBe(
      'docker logs -f web',
    );
    expect(container.querySelector('form')).toBeNull();
    expect(outlineLink('docker-1-quiz').textContent).toContain('(finished)');
    expect(text()).toContain('4% complete');
  });

  it('shows where the last failed attempt went wrong, and the wait left, when reopened', async () => {
    await openQuiz(
      aQuiz({
        attempts: [
          anAttempt({ id: 'old', createdAt: '2026-11-24T09:00:00.000Z', wrong: ['q1'] }),
          anAttempt({ id: 'new', createdAt: '2026-11-24T10:00:00.000Z', wrong: ['q3'] }),
        ],
        retryAfterSeconds: 12,
      }),
    );
    const wrong = [...container.querySelectorAll('[data-wrong]')].map((q) =>
      q.getAttribute('data-question'),
    );
    expect(wrong).toEqual(['q3']);
    expect(button(/Try again in 12 s/).disabled).toBe(true);
    expect(container.querySelectorAll('section[aria-labelledby="quiz-attempts"] li')).toHaveLength(
      2,
    );
  });

  it('shows the review to a learner who passed before', async () => {
    await openQuiz(
      aQuiz({
        questions: QUESTIONS,
        passed: true,
        attempts: [anAttempt({ score: 100, correct: 3, passed: true, wrong: [] })],
      }),
    );
    expect(text()).toContain('Passed! You scored 100% (3 of 3 correct).');
    expect(text()).toContain('Tags move.');
    expect(container.querySelector('form')).toBeNull();
  });

  it('waits out a refusal to retry too soon, keeping every answer given', async () => {
    await openQuiz(aQuiz({ attempts: [anAttempt()], retryAfterSeconds: 0 }));
    answerAll();
    const message = 'You can try this quiz again in 10 minutes.';
    answer('POST', QUIZ_API, () =>
      Promise.resolve(
        new Response(JSON.stringify({ error: { code: 'quiz_wait', message } }), {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '542' },
        }),
      ),
    );
    await settle(() => button('Submit answers').click());
    expect(button('Try again in 10 minutes').disabled).toBe(true);
    expect(toastTexts()).toContainEqual({ title: 'Not yet', description: message });
    const checked = [...container.querySelectorAll<HTMLInputElement>('input:checked')];
    expect(checked.map((input) => input.name)).toEqual([
      'question-q1',
      'question-q2',
      'question-q2',
    ]);
    expect(container.querySelector<HTMLInputElement>('#question-q3')?.value).toBe(
      'docker logs web',
    );
  });

  it('after two attempts that named the wrong questions, gives the score only and says why', async () => {
    await openQuiz(
      aQuiz({
        attempts: [
          anAttempt({ id: 'third', createdAt: '2026-11-24T10:02:00.000Z', wrong: null }),
          anAttempt({ id: 'second', createdAt: '2026-11-24T10:01:00.000Z' }),
          anAttempt({ id: 'first', createdAt: '2026-11-24T10:00:00.000Z' }),
        ],
        retryAfterSeconds: 3 * 3600,
      }),
    );
    expect(text()).toContain('Not passed yet. You scored 33% (1 of 3 correct).');
    expect(text()).toContain(
      "After your first 2 attempts only the score is shown, not which questions were wrong: re-read this module's lessons before you try again.",
    );
    expect(container.querySelectorAll('[data-wrong]')).toHaveLength(0);
    expect(button('Try again in 3 hours').disabled).toBe(true);
  });

  it('shows the review when the quiz was passed meanwhile (in another tab)', async () => {
    await openQuiz(aQuiz({ attempts: [anAttempt()] }));
    answerAll();
    const message =
      'You have passed this quiz, so it takes no more attempts: its review shows every answer with its explanation.';
    answer('POST', QUIZ_API, () => json(409, { error: { code: 'quiz_passed', message } }));
    answer('GET', QUIZ_API, () =>
      json(
        200,
        aQuiz({
          questions: QUESTIONS,
          passed: true,
          attempts: [anAttempt({ id: 'pass', score: 100, correct: 3, passed: true, wrong: [] })],
        }),
      ),
    );
    await settle(() => button('Submit answers').click());
    await settle();
    expect(toastTexts()).toContainEqual({ title: 'Quiz already passed', description: message });
    expect(text()).toContain('Passed! You scored 100% (3 of 3 correct).');
    expect(text()).toContain('Tags move.');
    expect(container.querySelector('form')).toBeNull();
  });
});
