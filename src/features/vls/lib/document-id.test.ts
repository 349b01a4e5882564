import { describe, expect, it, vi } from 'vitest';
import {
  findFreeDocumentId,
  generateDocumentId,
  ID_ATTEMPTS,
  IdGenerationError,
} from './document-id';
import { ApiError } from '@/lib/api/api-error';

describe('document ids', () => {
  it('is a 9 followed by 8 digits', () => {
    for (const random of [0, 1, 99_999_999, 100_000_000, 4_294_967_295]) {
      expect(String(generateDocumentId(() => random))).toMatch(/^9\d{8}$/);
    }
    for (let i = 0; i < 200; i++) expect(String(generateDocumentId())).toMatch(/^9\d{8}$/);
  });

  it('asks the server until an id is free', async () => {
    const ids = [900000001, 900000002, 900000003];
    const isFree = vi.fn(async (id: number) => id === 900000003);
    const onAttempt = vi.fn();
    const id = await findFreeDocumentId(isFree, { generate: () => ids.shift()!, onAttempt });
    expect(id).toBe(900000003);
    expect(isFree).toHaveBeenCalledTimes(3);
    expect(onAttempt.mock.calls.map((c) => c[0])).toEqual([1, 2, 3]);
  });

  it('counts ids already used in this upload as taken, without asking', async () => {
    const ids = [900000001, 900000002];
    const isFree = vi.fn(async () => true);
    const id = await findFreeDocumentId(isFree, {
      generate: () => ids.shift()!,
      taken: new Set([900000001]),
    });
    expect(id).toBe(900000002);
    expect(isFree).toHaveBeenCalledTimes(1);
  });

  it('gives up after 10 tries', async () => {
    const isFree = vi.fn(async () => false);
    await expect(findFreeDocumentId(isFree)).rejects.toBeInstanceOf(IdGenerationError);
    expect(isFree).toHaveBeenCalledTimes(ID_ATTEMPTS);
    expect(ID_ATTEMPTS).toBe(10);
  });

  it('counts a server error or no answer as one failed try, not as the end', async () => {
    const answers = [new ApiError(500, 'Internt fel', ''), new ApiError(0, 'Nätverksfel', '')];
    const isFree = vi.fn(async () => {
      const next = answers.shift();
      if (next) throw next;
      return true;
    });
    expect(String(await findFreeDocumentId(isFree))).toMatch(/^9\d{8}$/);
    expect(isFree).toHaveBeenCalledTimes(3);
  });

  it('gives up with IdGenerationError after ten errors, however they fail', async () => {
    const isFree = vi.fn(async () => {
      throw new ApiError(500, 'Internt fel', '');
    });
    await expect(findFreeDocumentId(isFree)).rejects.toBeInstanceOf(IdGenerationError);
    expect(isFree).toHaveBeenCalledTimes(ID_ATTEMPTS);
  });

  it("stops at once at the caller's abort", async () => {
    const isFree = vi.fn(async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(findFreeDocumentId(isFree)).rejects.toThrow('aborted');
    expect(isFree).toHaveBeenCalledTimes(1);
  });
});
