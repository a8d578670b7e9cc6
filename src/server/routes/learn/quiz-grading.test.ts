import { describe, expect, it } from 'vitest';
import { testCourse } from '../../../../tests/helpers/learning-content';
import { gradeQuiz, questionView } from './quiz-grading';

const firstModule = testCourse('docker-fundamentals').modules[0];
if (!firstModule) throw new Error('the test course has no module');
const { quiz } = firstModule;

describe('gradeQuiz', () => {
  it('grades each kind: an index, a set in any order, typed text normalised', () => {
    const grade = gradeQuiz(quiz, { q1: 1, q2: [2, 0, 2], q3: ' DOCKER  container run ', q4: 0 });
    expect(grade).toMatchObject({ correct: 4, total: 4, score: 100, passed: true, wrong: [] });
  });

  it('counts missing, mistyped and partial answers wrong, and keeps only the quiz’s questions', () => {
    const grade = gradeQuiz(quiz, { q1: [1], q2: [0], q3: 2, extra: 'x', toString: 1 });
    expect(grade).toEqual({
      answers: { q1: [1], q2: [0], q3: 2 },
      correct: 0,
      total: 4,
      score: 0,
      passed: false,
      wrong: ['q1', 'q2', 'q3', 'q4'],
    });
  });

  it('passes at 70 % and rounds the score to a whole percent', () => {
    expect(gradeQuiz(quiz, { q1: 1, q2: [0, 2], q3: 'docker run' })).toMatchObject({
      score: 75,
      passed: true,
    });
    expect(gradeQuiz(quiz, { q1: 1, q2: [0, 2] })).toMatchObject({ score: 50, passed: false });
  });
});

describe('questionView', () => {
  it('keeps nothing that gives the answer away', () => {
    for (const question of quiz.questions) {
      expect(Object.keys(questionView(question)).sort()).toEqual([
        'id',
        'kind',
        'optionsHtml',
        'promptHtml',
      ]);
    }
  });
});
