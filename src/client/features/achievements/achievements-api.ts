import type {
  AchievementsView,
  LeaderboardBoard,
  LeaderboardView,
} from '../../../shared/schemas/achievements';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/** The signed-in learner's XP, level, streak and badges (401 when signed out). */
export function fetchAchievements(): Promise<ApiResult<AchievementsView>> {
  return apiRequest<AchievementsView>('/api/me/achievements');
}

/** A leaderboard's top 50, with the caller's own place when signed in. */
export function fetchLeaderboard(board: LeaderboardBoard): Promise<ApiResult<LeaderboardView>> {
  return apiRequest<LeaderboardView>(`/api/leaderboard?board=${board}`);
}
