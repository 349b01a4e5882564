import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { runGroupDelete, type GroupDeleteApi } from './run-group-delete';

/** A delete whose answers are scripted: each call takes the next answer of its kind. */
function fakeApi(deletes: (ApiError | null)[], gets: (ApiError | null)[] = []) {
  const calls: string[] = [];
  const answer = (list: (ApiError | null)[]) => {
    const next = list.shift();
    return next ? Promise.reject(next) : Promise.resolve({});
  };
  const api: GroupDeleteApi = {
    deleteGroup: (id) => {
      calls.push(`DELETE ${id}`);
      return answer(deletes);
    },
    getGroup: (id) => {
      calls.push(`GET ${id}`);
      return answer(gets);
    },
  };
  return { api, calls };
}

const noAnswer = () => new ApiError(0, 'Inget svar från servern inom 20 s.', '', 'timeout');
const notFound = () => new ApiError(404, 'Mottagargrupp 7 finns inte', '');

describe('runGroupDelete', () => {
  it('a deleted group is gone, with one call', async () => {
    const { api, calls } = fakeApi([null]);
    expect(await runGroupDelete(7, api)).toEqual({ gone: true });
    expect(calls).toEqual(['DELETE 7']);
  });

  it('a 404 means it is gone already (an earlier answer lost, or another user): done, not an error', async () => {
    const { api, calls } = fakeApi([notFound()]);
    expect(await runGroupDelete(7, api)).toEqual({ gone: true });
    expect(calls).toEqual(['DELETE 7']);
  });

  it('a status answer is certain: not deleted, with its reason, and nothing asked', async () => {
    const { api, calls } = fakeApi([new ApiError(500, 'Internt fel i tjänsten', '')]);
    expect(await runGroupDelete(7, api)).toEqual({
      gone: false,
      unknown: false,
      message: '500 Internt fel i tjänsten',
    });
    expect(calls).toEqual(['DELETE 7']);
  });

  it('no answer: the group is asked for, never deleted again; gone is done', async () => {
    const { api, calls } = fakeApi([noAnswer()], [notFound()]);
    expect(await runGroupDelete(7, api)).toEqual({ gone: true });
    expect(calls).toEqual(['DELETE 7', 'GET 7']);
  });

  it('no answer and the group still there: not deleted, with the reason', async () => {
    const { api, calls } = fakeApi([noAnswer()], [null]);
    expect(await runGroupDelete(7, api)).toEqual({
      gone: false,
      unknown: false,
      message: 'Inget svar från servern inom 20 s.',
    });
    expect(calls).toEqual(['DELETE 7', 'GET 7']);
  });

  it('no answer and the question fails too: unknown', async () => {
    const { api, calls } = fakeApi([noAnswer()], [new ApiError(503, 'Tjänsten är nere', '')]);
    expect(await runGroupDelete(7, api)).toEqual({
      gone: false,
      unknown: true,
      message: 'Inget svar från servern inom 20 s.',
    });
    expect(calls).toEqual(['DELETE 7', 'GET 7']);
  });
});
