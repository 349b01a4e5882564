import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '../../../../mocks/node';
import { renderApp } from '@/test/render-app';

/** The compose page in jsdom against the mock msg host. */

const seen: URL[] = [];
const record = ({ request }: { request: Request }) => void seen.push(new URL(request.url));
afterEach(() => {
  server.events.removeListener('request:start', record);
  seen.length = 0;
});

// A whole-app render with many calls: slower than the default 5 s on a busy 2-core machine.
describe('compose page', { timeout: 30_000 }, () => {
  it('asks for the recipient groups without parameters (spec 2 §7: GET msg/Recipientgroup)', async () => {
    server.events.on('request:start', record);
    renderApp('/message/edit?districtId=4', { user: 'dispatcher' });
    expect(
      await screen.findByRole('checkbox', { name: /Lokförare Skåne/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const groupCalls = seen.filter((u) => /\/recipientgroup$/i.test(u.pathname));
    expect(groupCalls.length).toBeGreaterThan(0);
    expect(groupCalls.map((u) => u.search)).toEqual(groupCalls.map(() => ''));
  });
});
