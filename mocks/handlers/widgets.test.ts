import { describe, expect, it } from 'vitest';
import { callerFor } from '../test/call';
import { parseServerDate } from '../../src/lib/time/stockholm';

const call = callerFor('http://localhost/mock');
const links = (query: string, auth = true) =>
  call(`/links/api/links${query}`, { who: auth ? 'driver' : null });

interface InfoItem {
  id: number;
  header: string;
  body: string;
  environment: string;
  sort: number;
  validFrom: string;
  validTo: string;
}

describe('info widget source', () => {
  it('is a static file served without a token', async () => {
    const res = await call('/info/portal/info.json', { who: null });
    expect(res.status).toBe(200);
    const items = (await res.json()) as InfoItem[];
    expect(items.map((i) => i.header)).toContain('Ny startsida i Personalportalen');
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(
        ['body', 'environment', 'header', 'id', 'sort', 'validFrom', 'validTo'].sort(),
      );
      expect(item.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
    }
    // Something is current in the demo environment, and something has expired or not begun.
    const now = Date.now();
    const current = (i: InfoItem) =>
      +parseServerDate(i.validFrom)! <= now &&
      (parseServerDate(i.validTo) === null || now < +parseServerDate(i.validTo)!);
    expect(items.filter((i) => ['all', 'mock'].includes(i.environment) && current(i))).toHaveLength(
      2,
    );
    expect(items.filter((i) => !current(i))).toHaveLength(2);
  });
});

describe('links widget service', () => {
  it('needs a token', async () => {
    expect((await links('?system=personalportalen&districtId=4', false)).status).toBe(401);
  });

  it('gives the common links, then the district’s, all on https', async () => {
    const skåne = (await (await links('?system=personalportalen&districtId=4')).json()) as {
      label: string;
      url: string;
    }[];
    expect(skåne[0]).toEqual({ label: 'Intranätet', url: 'https://intranat.tagbolaget.se/' });
    expect(skåne.map((l) => l.label)).toContain('Skånetrafiken – trafikinformation');
    expect(skåne.every((l) => new URL(l.url).protocol === 'https:')).toBe(true);
    const kalmar = (await (await links('?system=personalportalen&districtId=17')).json()) as {
      label: string;
    }[];
    expect(kalmar.map((l) => l.label)).toContain('Länstrafiken Kronoberg');
    expect(kalmar.map((l) => l.label)).not.toContain('Skånetrafiken – trafikinformation');
    const common = (await (await links('?system=personalportalen')).json()) as unknown[];
    expect(common.length).toBe(skåne.length - 2);
  });

  it('answers unknown systems and districts with 400', async () => {
    const cases: [string, string][] = [
      ['', 'system saknas'],
      ['?system=okänt', 'Okänt system: okänt'],
      ['?system=personalportalen&districtId=42', 'Okänt distrikt: 42'],
    ];
    for (const [query, message] of cases) {
      const res = await links(query);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message });
    }
  });
});
