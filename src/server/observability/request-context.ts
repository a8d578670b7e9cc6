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
}

const notes = new WeakMap<IncomingMessage, RequestNote>();

/** The request being answered, through every await, so any line logged meanwhile names it. */
const current = new AsyncLocalStorage<RequestNote>();

export function withinRequest(note: RequestNote, handle: () => void): void {
  current.run(note, handle);
}

/** The id of the request being answered here, when there is one (log lines carry it). */
export function currentRequestId(): string | undefined {
  return current.getStore()?.id;
}

export function startNote(incoming: IncomingMessage, id: string): RequestNote {
  const note: RequestNote = { id };
  notes.set(incoming, note);
  return note;
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
