import type {
  LabCheckResult,
  LabFacts,
  LabFinishResult,
  LabSessionView,
} from '../../../shared/schemas/labs';
import { apiRequest, type ApiResult } from '../../lib/api-client';

/**
 * The lab session page's calls (src/shared/schemas/labs.ts describes them): 401 signed out,
 * 403 `lab_no_access`, 404 unknown lab or session, 409 another session live / extended already /
 * session ended, 429 a check already running or checks run too often (`retryAfterSeconds`),
 * 503 `labs_unavailable`.
 */

const lab = (labId: string) => `/api/labs/${encodeURIComponent(labId)}`;
const session = (sessionId: string) => `/api/labs/sessions/${encodeURIComponent(sessionId)}`;

export function fetchLab(labId: string): Promise<ApiResult<LabFacts>> {
  return apiRequest<LabFacts>(lab(labId));
}

export function startSession(labId: string): Promise<ApiResult<LabSessionView>> {
  return apiRequest<LabSessionView>(`${lab(labId)}/sessions`, { method: 'POST' });
}

export function fetchSession(sessionId: string): Promise<ApiResult<LabSessionView>> {
  return apiRequest<LabSessionView>(session(sessionId));
}

export function checkStep(sessionId: string, step: number): Promise<ApiResult<LabCheckResult>> {
  return apiRequest<LabCheckResult>(`${session(sessionId)}/steps/${step}/check`, {
    method: 'POST',
  });
}

/** The final run: every step's check again, on the sandbox as it is now. */
export function finishLab(sessionId: string): Promise<ApiResult<LabFinishResult>> {
  return apiRequest<LabFinishResult>(`${session(sessionId)}/finish`, { method: 'POST' });
}

export function extendSession(sessionId: string): Promise<ApiResult<LabSessionView>> {
  return apiRequest<LabSessionView>(`${session(sessionId)}/extend`, { method: 'POST' });
}

export function endSession(sessionId: string): Promise<ApiResult<LabSessionView>> {
  return apiRequest<LabSessionView>(session(sessionId), { method: 'DELETE' });
}

/** The terminal's WebSocket address, on this page's own origin. */
export function terminalUrl(sessionId: string, location: Pick<Location, 'protocol' | 'host'>) {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${session(sessionId)}/terminal`;
}
