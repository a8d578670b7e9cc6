import { describe, expect, it } from 'vitest';
import { apiErrorBody, apiErrorProblem, readApiError } from './api-error';

describe('the API error shape', () => {
  it('is what apiErrorBody builds, with or without fields', () => {
    expect(apiErrorProblem(apiErrorBody('not_found', 'There is no such order.'))).toBeUndefined();
    const withFields = apiErrorBody('invalid_input', 'Fix it.', { note: 'Too long.' });
    expect(withFields).toEqual({
      error: { code: 'invalid_input', message: 'Fix it.', fields: { note: 'Too long.' } },
    });
    expect(apiErrorProblem(withFields)).toBeUndefined();
  });

  it.each([
    [{ code: 'x', message: 'y' }],
    [{ error: { code: 'x', message: 'y' }, extra: 1 }],
    [{ error: { code: 'x', message: 'y', extra: 1 } }],
    [{ error: { code: 'Not_Found', message: 'y' } }],
    [{ error: { code: 'x', message: ' ' } }],
    [{ error: { code: 'x', message: 'y', fields: { a: '' } } }],
    [{ error: { code: 'x', message: 'y', fields: [] } }],
  ])('refuses %j', (body) => {
    expect(apiErrorProblem(body)).toBeDefined();
  });

  it('is read leniently by the client: the parts that have their type, or an older bare shape', () => {
    expect(readApiError({ error: { code: 'x', message: 'y', fields: { a: 'b' } } })).toEqual({
      code: 'x',
      message: 'y',
      fields: { a: 'b' },
    });
    expect(readApiError({ error: { code: 'unauthenticated' } })).toEqual({
      code: 'unauthenticated',
    });
    expect(readApiError({ code: 'old', message: 'Older.' })).toEqual({
      code: 'old',
      message: 'Older.',
    });
    expect(readApiError(null)).toEqual({});
    expect(readApiError('<html>')).toEqual({});
  });
});
