import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '../../components/ui/toast-store';
import type {
  QuizAttemptSummary,
  QuizQuestionReview,
  QuizQuestionView,
  QuizState,
} from '../../../shared/schemas/learn';
import { QUIZ_WAITS_SECONDS } from '../../../shared/schemas/quiz-rules';
import type { ApiFailure } from '../../lib/api-client';
import { fetchQuiz, submitQuiz } from './learn-api';
import { loadKey, useApiLoad } from '../../lib/use-api-load';
import type { Answer } from './quiz-parts';
import { quizCopy } from './quiz.copy';

const isReview = (question: QuizQuestionView): question is QuizQuestionReview =>
  'answerHtml' in question;

/** Loads a quiz with the learner's attempts and counts down the wait before the next try. */
function useQuizLoad(courseId: string, quizId: string, onRefused: (failure: ApiFailure) => void) {
  const [quiz, setQuiz] = useState<QuizState | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [attempts, setAttempts] = useState<QuizAttemptSummary[]>([]);
  const [latest, setLatest] = useState<QuizAttemptSummary | null>(null);
  const [review, setReview] = useState<QuizQuestionReview[] | null>(null);
  const [wait, setWait] = useState(0);
  // Bumped to read the quiz again (it was passed in another tab meanwhile).
  const [loads, setLoads] = useState(0);

  useApiLoad(
    loadKey(courseId, quizId, loads),
    () => fetchQuiz(courseId, quizId),
    (result) => {
      if (!result.ok) {
        if (result.status === 401 || result.status === 403) onRefused(result);
        else setFailed(result.message);
        return;
      }
      const state = result.data;
      setQuiz(state);
      // Newest first, whatever order the server lists them in.
      const sorted = [...state.attempts].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      setAttempts(sorted);
      const last = sorted[0] ?? null;
      setLatest(state.passed ? (sorted.find((attempt) => attempt.passed) ?? last) : last);
      const questions: QuizQuestionView[] = state.questions;
      if (state.passed) setReview(questions.filter(isReview));
      setWait(state.retryAfterSeconds);
    },
  );

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  // What the quiz shows, and what submitting changes.
  const shown = { quiz, failed, attempts, latest, review, wait };
  const change = { setAttempts, setLatest, setReview, setWait, setLoads };
  return { shown, change };
}

/** A quiz's state (see `useQuizLoad`), the learner's answers, and their submission. */
export function useQuiz(
  courseId: string,
  quizId: string,
  onProgress: (percent: number, passed: boolean) => void,
  onRefused: (failure: ApiFailure) => void,
) {
  const { shown, change } = useQuizLoad(courseId, quizId, onRefused);
  const { setAttempts, setLatest, setReview, setWait, setLoads } = change;
  const [answers, setAnswers] = useState<Record<string, Answer>>({});
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent, version: QuizState['version']) => {
    event.preventDefault();
    setSubmitting(true);
    const result = await submitQuiz(courseId, quizId, { version, answers });
    setSubmitting(false);
    // A refusal keeps the answers as they are: the learner sends them again when it may.
    if (!result.ok) {
      if (result.status === 429 && result.code === 'quiz_wait') {
        // The server always says how long; the shortest wait is only a fallback.
        setWait(result.retryAfterSeconds ?? QUIZ_WAITS_SECONDS[0] ?? 1);
        toast({ title: quizCopy.notYet, description: result.message });
        return;
      }
      if (result.status === 409 && result.code === 'quiz_passed') {
        toast({ title: quizCopy.alreadyPassed, description: result.message });
        setLoads((count) => count + 1);
        return;
      }
      if (result.status === 401 || result.status === 403) return onRefused(result);
      toast({
        title: quizCopy.submitFailed,
        description: result.message,
        variant: 'destructive',
      });
      return;
    }
    const { attempt } = result.data;
    setLatest(attempt);
    setAttempts((list) => [attempt, ...list]);
    if (attempt.passed) {
      setReview(result.data.review ?? []);
    } else {
      setWait(result.data.retryAfterSeconds);
    }
    onProgress(result.data.percent, attempt.passed);
  };

  const answer = (questionId: string, given: Answer) =>
    setAnswers((all) => ({ ...all, [questionId]: given }));

  return { ...shown, answers, answer, submitting, submit };
}
