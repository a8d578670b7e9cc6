import type {
  CompletionResult,
  CourseOutline,
  LessonBody,
  QuizAttemptInput,
  QuizAttemptResult,
  QuizState,
} from '../../../shared/schemas/learn';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/** The course player's calls (401 signed out, 403 `not_enrolled`, 404 unknown). */

const base = (courseId: string) => `/api/learn/${encodeURIComponent(courseId)}`;

export function fetchOutline(courseId: string): Promise<ApiResult<CourseOutline>> {
  return apiRequest<CourseOutline>(base(courseId));
}

export function fetchLesson(courseId: string, lessonId: string): Promise<ApiResult<LessonBody>> {
  return apiRequest<LessonBody>(`${base(courseId)}/lessons/${encodeURIComponent(lessonId)}`);
}

export function completeLesson(
  courseId: string,
  lessonId: string,
): Promise<ApiResult<CompletionResult>> {
  return apiRequest<CompletionResult>(
    `${base(courseId)}/lessons/${encodeURIComponent(lessonId)}/complete`,
    { method: 'POST' },
  );
}

export function fetchQuiz(courseId: string, quizId: string): Promise<ApiResult<QuizState>> {
  return apiRequest<QuizState>(`${base(courseId)}/quizzes/${encodeURIComponent(quizId)}/attempts`);
}

export function submitQuiz(
  courseId: string,
  quizId: string,
  input: QuizAttemptInput,
): Promise<ApiResult<QuizAttemptResult>> {
  return apiRequest<QuizAttemptResult>(
    `${base(courseId)}/quizzes/${encodeURIComponent(quizId)}/attempts`,
    { body: input },
  );
}
