import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { FlowHostHttpClient } from './flow-host-http-client';

describe('the flow hub HTTP client', () => {
  it('sends to the flow host (with the headers SignalR gives it) and nowhere else', async () => {
    let seen: string | null = null;
    server.use(
      http.post('http://flow.example/flowhub/negotiate', ({ request }) => {
        seen = request.headers.get('authorization');
        return HttpResponse.json({ ok: true });
      }),
    );
    const client = new FlowHostHttpClient('http://flow.example');
    const response = await client.post('http://flow.example/flowhub/negotiate', {
      headers: { Authorization: 'Bearer abc' },
    });
    expect(response.statusCode).toBe(200);
    expect(seen).toBe('Bearer abc');
    // A negotiate redirect elsewhere must not receive the bearer.
    await expect(
      client.post('https://elsewhere.example/flowhub/negotiate', {
        headers: { Authorization: 'Bearer abc' },
      }),
    ).rejects.toThrow(/annan värd/);
  });
});
