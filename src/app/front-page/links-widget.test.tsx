import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '../../../mocks/node';
import { getConfig, setConfig } from '@/lib/config';
import { renderWithProviders } from '@/test/render-app';
import { LinksWidget } from './links-widget';

const configured = getConfig();
afterEach(() => setConfig(configured));

const answer = (body: JsonBodyType, status = 200) =>
  server.use(http.get('*/mock/links/api/links', () => HttpResponse.json(body, { status })));

async function shownLinks() {
  const widget = await screen.findByRole('region', { name: 'Länkar' });
  await within(widget).findByText(/Intranätet|Inga länkar|Rutiner/);
  return within(widget)
    .queryAllByRole('link')
    .map((link) => [
      link.textContent?.replace(' (öppnas i ny flik)', ''),
      link.getAttribute('href'),
    ]);
}

describe('the links widget shows http(s) links only', () => {
  it("leaves out the link service's javascript: and data: links", async () => {
    answer([
      { label: 'Skript', url: 'javascript:alert(document.cookie)' },
      { label: 'Data', url: 'data:text/html,<script>alert(1)</script>' },
      { label: 'Rutiner', url: 'https://rutiner.example.se/' },
    ]);
    renderWithProviders(<LinksWidget />, { user: 'driver' });
    expect(await shownLinks()).toEqual([['Rutiner', 'https://rutiner.example.se/']]);
  });

  it('shows the configured intranet when the link service fails', async () => {
    answer({ message: 'fel' }, 500);
    renderWithProviders(<LinksWidget />, { user: 'driver' });
    expect(await shownLinks()).toEqual([['Intranätet', configured.fallbackIntranetUrl]]);
  });

  it('leaves out a fallback link that is no http(s) address', async () => {
    setConfig({ ...configured, fallbackIntranetUrl: 'javascript:alert(1)' });
    answer({ message: 'fel' }, 500);
    renderWithProviders(<LinksWidget />, { user: 'driver' });
    expect(await screen.findByText('Inga länkar för distriktet.')).toBeVisible();
    expect(await shownLinks()).toEqual([]);
  });
});
