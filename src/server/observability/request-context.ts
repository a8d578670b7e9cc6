import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** What the app learns about a request that its log line and metrics report once it ends. */
export interface RequestNote {
  id: string;
  /** The route pattern that answered (`/api/orders/:id`); unset: the site answered it. */
  route?: string;
  userId?: string;
  /** True while the app answers: its route is known only once it has (noteAnswered). */
  answering?: boolean;
  /** What waits for the app to finish: a request whose client left before it answered. */
  afterAnswer?: () => void;
}

const notes = new WeakMap<IncomingMessage, RequestNote>();

/** The request being answered, through every await, so any line logged meanwhile names it. */
const current = new AsyncLocalStorage<RequestNote>();

/**
 * Hands the request to the app with its note: the app reads and adds to it (noteOf), and every
 * line logged while it answers carries the request's id. Pages, answered before the app without
 * an await, need neither.
 */
export function withinRequest(
  incoming: IncomingMessage,
  note: RequestNote,
  handle: () => void,
): void {
  notes.set(incoming, note);
  current.run(note, handle);
}

/** The id of the request being answered here, when there is one (log lines carry it). */
export function currentRequestId(): string | undefined {
  return current.getStore()?.id;
}

/** The app has taken the request; its route is known once noteAnswered is called. */
export function noteAnswering(note: RequestNote): void {
  note.answering = true;
}

/** The app has answered with the handler of `route`: whatever waited for that runs now. */
export function noteAnswered(note: RequestNote, route: string): void {
  note.route = route;
  note.answering = false;
  const after = note.afterAnswer;
  note.afterAnswer = undefined;
  after?.();
}

/**
 * Runs `report` once the request's route is known: now, unless the app is still answering (the
 * client left mid-request), then when it has answered.
 */
export function onceRouted(note: RequestNote, report: () => void): void {
  if (note.answering) note.afterAnswer = report;
  else report();
}

/** This request's note, when it came through the observed server (not `app.request()` in tests). */
export function noteOf(c: Context): RequestNote | undefined {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  return incoming ? notes.get(incoming) : undefined;
}

/** The request id (X-Request-Id) of this request, when it has one. */
export function requestIdOf(c: Context): string | undefined {
  return noteOf(c)?.id;
}

/** Says who is signed in on this request, for its log line. */
export function noteUser(c: Context, userId: string): void {
  const note = noteOf(c);
  if (note) note.userId = userId;
}
