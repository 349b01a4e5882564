import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { documentUserSchema, processTagSchema } from './schemas';
import { getDocumentUserSummary } from './get-document-user-summary';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';

/** What spec 1 §3 gives a document user: no more. */
const specUser = {
  employeeNumber: '100234',
  UserId: 'u-100234',
  FirstName: 'Anna',
  LastName: 'Lindqvist',
  DefaultDistrictId: 4,
  DutySiteIDs: [12],
  Roles: [{ ID: 3, Name: 'Lokförare' }],
  Read: true,
};

describe('document reads need no more than spec 1 §3 gives', () => {
  it('a document user: the id as a number or as text; counts and checked may be missing', () => {
    const list = z.parse(z.array(documentUserSchema), [
      specUser,
      { ...specUser, UserId: 100235, employeeNumber: 100235, DefaultDistrictId: '5' },
    ]);
    expect(list.map((u) => [u.UserId, u.employeeNumber])).toEqual([
      ['u-100234', '100234'],
      ['100235', '100235'],
    ]);
    expect(list[0]).toMatchObject({ Checked: false, DocumentCount: 0, UnreadCount: 0 });
  });

  it('a document user without an id is still refused (the rows and review links need it)', () => {
    expect(z.safeParse(documentUserSchema, { ...specUser, UserId: '' }).success).toBe(false);
  });

  it('a process tag: a level or name sent as a number is read as text', () => {
    const tag = z.parse(processTagSchema, {
      ID: '7',
      Level: 4,
      Name: 'M1',
      ParentProcessTagID: null,
    });
    expect(tag).toEqual({ ID: 7, Level: '4', Name: 'M1', ParentProcessTagID: null });
  });

  it('the user summary without DocumentID (not used, not in the spec) is read', async () => {
    useSessionStore.getState().signIn(demoToken('admin'));
    server.use(
      http.get('*/document/getdocumentusersummary', () =>
        HttpResponse.json({ UserCount: 4, ReadCount: '3', UnreadCount: 1 }),
      ),
    );
    await expect(getDocumentUserSummary(900000101)).resolves.toMatchObject({
      UserCount: 4,
      ReadCount: 3,
      UnreadCount: 1,
      CheckedCount: 0,
    });
  });
});
