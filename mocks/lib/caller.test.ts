import { describe, expect, it } from 'vitest';
import { tokenWith } from '@/test/tokens';
import { callerFor } from '../test/call';

const call = callerFor('http://localhost/mock');

/** A user of the operator's test identity provider: the mock has never heard of them. */
function strangerToken(overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return tokenWith({
    sub: 'f00dcafe-0000-4000-a000-000000000099',
    userName: 'testlok',
    name: 'Tess Testsson Lokförare',
    employeeNumber: '99999',
    defaultDistrictId: 4,
    dutySiteId: 100,
    dutySites: '[100]',
    role: 'driver',
    access: [
      { name: 'DOC_TOREAD', districts: [4] },
      { name: 'ROSTER_OWN', districts: [4] },
    ],
    iat: now,
    nbf: now,
    exp: now + 16 * 3600,
    ...overrides,
  });
}

const myDocuments = (token: string) =>
  call(
    `/api/document/getfilter?filter=${encodeURIComponent(
      JSON.stringify({ userId: 'f00dcafe-0000-4000-a000-000000000099', districtId: 4 }),
    )}`,
    { who: { token } },
  );

describe('a token of a user the mock does not know', () => {
  it("gets the documents a driver of the token's district must read", async () => {
    const response = await myDocuments(strangerToken());
    expect(response.status).toBe(200);
    const docs = (await response.json()) as { ID: number; DistrictIDs: number[] }[];
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((d) => d.DistrictIDs.includes(4))).toBe(true);
  });

  it('can mark one of them read', async () => {
    const token = strangerToken();
    const [doc] = (await (await myDocuments(token)).json()) as { ID: number }[];
    const mark = await call(
      `/api/document/mark?userId=f00dcafe-0000-4000-a000-000000000099&documentid=${doc!.ID}&read=true&check=false`,
      { who: { token }, method: 'POST' },
    );
    expect(mark.status).toBe(200);
    const after = (await (await myDocuments(token)).json()) as { ID: number; UserRead: unknown }[];
    expect(after.find((d) => d.ID === doc!.ID)?.UserRead).toBeTruthy();
  });

  it('gets their own workday calendar, under the name in the token', async () => {
    const response = await call('/staff/roster/calendar?dutyDate=2026-01-05&back=0&forward=0', {
      who: { token: strangerToken() },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      employeeName: 'Tess Testsson Lokförare',
      employeeNumber: '99999',
    });
  });

  it('appears among the staff of their district for a follow-up', async () => {
    await myDocuments(strangerToken());
    const response = await call('/doc/v1/document/searchusers?searchword=Testsson&districtid=4', {
      who: 'admin',
    });
    expect(response.status).toBe(200);
    expect(JSON.stringify(await response.json())).toContain('99999');
  });
});
