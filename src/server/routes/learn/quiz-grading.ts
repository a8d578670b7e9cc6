import type { CompiledQuestion, CompiledQuiz } from '../../content/content-types';
import {
  normaliseTypedAnswer,
  QUIZ_PASS_PERCENT,
  type QuizAttemptInput,
  type QuizQuestionReview,
  type QuizQuestionView,
} from '../../../shared/schemas/learn';

type Answer = QuizAttemptInput['answers'][string];

export interface Grade {
  /** The answers kept: only those to the quiz's questions. */
  answers: Record<string, Answer>;
  correct: number;
  total: number;
  score: number;
  passed: boolean;
  /** Ids of the questions answered wrongly or not at all, in quiz order. */
  wrong: string[];
}

function isRight(question: CompiledQuestion, answer: Answer | undefined): boolean {
  switch (question.kind) {
    case 'single':
      return typeof answer === 'number' && answer === question.answer;
    case 'multiple': {
      if (!Array.isArray(answer)) return false;
      const given = new Set(answer);
      const right = new Set(question.answers);
      return given.size === right.size && [...right].every((index) => given.has(index));
    }
    case 'typed':
      return typeof answer === 'string' && question.accept.includes(normaliseTypedAnswer(answer));
  }
}

/** Grades an attempt on the server; an unanswered question counts as wrong. */
export function gradeQuiz(quiz: CompiledQuiz, given: QuizAttemptInput['answers']): Grade {
  const answers: Record<string, Answer> = {};
  const wrong: string[] = [];
  for (const question of quiz.questions) {
    const answer = Object.hasOwn(given, question.id) ? given[question.id] : undefined;
    if (answer !== undefined) answers[question.id] = answer;
    if (!isRight(question, answer)) wrong.push(question.id);
  }
  const total = quiz.questions.length;
  const correct = total - wrong.length;
  const score = total === 0 ? 0 : Math.round((correct * 100) / total);
  return { answers, correct, total, score, passed: score >= QUIZ_PASS_PERCENT, wrong };
}

/** A question as shown before a pass: nothing that gives the answer away. */
export function questionView(question: CompiledQuestion): QuizQuestionView {
  return {
    id: question.id,
    kind: question.kind,
    promptHtml: question.promptHtml,
    optionsHtml: [...question.optionsHtml],
  };
}

/** A question with its right answer and explanation, shown once the learner has passed. */
export function questionReview(question: CompiledQuestion): QuizQuestionReview {
  return {
    ...questionView(question),
    answerHtml: answerHtml(question),
    explanationHtml: question.explanationHtml,
  };
}

function answerHtml(question: CompiledQuestion): string {
  switch (question.kind) {
    case 'single':
      return question.optionsHtml[question.answer] ?? '';
    case 'multiple':
      return question.answers.map((index) => question.optionsHtml[index] ?? '').join('; ');
    case 'typed':
      return question.answerHtml;
  }
}
