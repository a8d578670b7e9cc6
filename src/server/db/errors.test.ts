import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable, isLostConnectionError } from './errors';

/** An error as pg or Node builds it: a message and a code. */
function coded(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isLostConnectionError', () => {
  it('knows a connection ended or refused, by PostgreSQL code, socket code or pg message', () => {
    for (const error of [
      coded('terminating connection due to administrator command', '57P01'),
      coded('terminating connection because of crash of another server process', '57P02'),
      coded('the database system is starting up', '57P03'),
      coded('connection failure', '08006'),
      coded('sorry, too many clients already', '53300'),
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      coded('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('timeout exceeded when trying to connect'),
      new Error('wrapped', { cause: coded('terminating connection', '57P01') }),
    ]) {
      expect(isLostConnectionError(error), error.message).toBe(true);
    }
  });

  it('leaves every other error alone', () => {
    for (const error of [
      coded('duplicate key value violates unique constraint', '23505'),
      coded('invalid byte sequence for encoding "UTF8": 0x00', '22021'),
      coded('could not extend file: No space left on device', '53100'),
      new Error('boom'),
    ]) {
      expect(isLostConnectionError(error), error.message).toBe(false);
    }
    expect(isLostConnectionError('57P01')).toBe(false);
    expect(isLostConnectionError(null)).toBe(false);
  });
});

describe('isDatabaseUnavailable', () => {
  it('is true for DatabaseUnavailableError however deep, and for PostgreSQL connection codes', () => {
    const unavailable = new DatabaseUnavailableError(coded('connect ECONNREFUSED', 'ECONNREFUSED'));
    expect(isDatabaseUnavailable(unavailable)).toBe(true);
    expect(isDatabaseUnavailable(new Error('auth failed', { cause: unavailable }))).toBe(true);
    expect(isDatabaseUnavailable(coded('terminating connection', '57P01'))).toBe(true);
  });

  it('is false for a socket error from anything else, such as a mail server refusing', () => {
    expect(isDatabaseUnavailable(coded('connect ECONNREFUSED 127.0.0.1:25', 'ECONNREFUSED'))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('does not loop on a cycle of causes', () => {
    const first = new Error('first');
    const second = new Error('second', { cause: first });
    Object.assign(first, { cause: second });
    expect(isDatabaseUnavailable(first)).toBe(false);
  });
});
