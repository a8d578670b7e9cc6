import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createRequestObserver } from './request-observer';

const incoming = { headers: { 'x-request-id': 'from-a-stranger' } } as unknown as IncomingMessage;
const response = {} as ServerResponse;

describe('request ids', () => {
  it('gives every request its own UUID-shaped id, never a stranger’s', () => {
    const observer = createRequestObserver({ trustedProxies: [] });
    const ids = Array.from({ length: 1000 }, () => observer.start(incoming, response).id);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
