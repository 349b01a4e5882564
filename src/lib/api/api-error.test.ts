import { describe, expect, it } from 'vitest';
import { ApiError, InvalidResponseError, errorDetail, unexpectedAnswer } from './api-error';

describe('errorDetail', () => {
  it('gives a server answer as status and text, as the spec shows it', () => {
    expect(errorDetail(new ApiError(403, 'Forbidden', '/x'))).toBe('403 Forbidden');
  });
  it('gives a time-out or network failure as its sentence alone', () => {
    expect(errorDetail(new ApiError(0, 'Servern svarade inte.', '/x'))).toBe(
      'Servern svarade inte.',
    );
  });
  it('gives any other error its message, and a thrown non-error as text', () => {
    expect(errorDetail(new Error('trasig'))).toBe('trasig');
    expect(errorDetail('sträng')).toBe('sträng');
  });
});

describe('unexpectedAnswer', () => {
  it('names the part that did not fit and keeps the body for the developer', () => {
    const error = unexpectedAnswer('/roster', { a: 1 }, 'tripList');
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(error.statusText).toBe('200 Oväntat svar från servern (tripList).');
    expect(error.body).toEqual({ a: 1 });
    expect(unexpectedAnswer('/x', null, '', 201).statusText).toBe('201 Oväntat svar från servern.');
  });
});
