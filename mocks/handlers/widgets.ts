import { HttpResponse, type RequestHandler } from 'msw';
import { http, mockPath, open, secured, SIGNED_IN } from '../lib/handler';
import { intParam } from '../lib/params';
import { badRequest } from '../lib/errors';
import { districtsTable } from '../seed/org';
import { LINK_SYSTEMS, infoItemsTable, linksTable } from '../seed/widgets';

/**
 * The front page's widgets. The info source is a static file (open: it answers with or without the token the portal sends with every call; the configured
 * URL is `/mock/info/portal/info.json`) holding every item; the portal picks those of its
 * environment that are valid now. The link service is secured (any signed-in user):
 * GET /mock/links/api/links?system=personalportalen&districtId=4 → [{ label, url }], the
 * system's common links and then the district's (without districtId: the common ones only).
 */
export const widgetsHandlers: RequestHandler[] = [
  http.get(
    mockPath('info', '/portal/info.json'),
    open(({ db }) => HttpResponse.json(db.get(infoItemsTable))),
  ),
  http.get(
    mockPath('links', '/api/links'),
    secured(SIGNED_IN, ({ db, query }) => {
      const system = query('system')?.trim().toLowerCase();
      if (!system) throw badRequest('system saknas');
      if (!(LINK_SYSTEMS as readonly string[]).includes(system))
        throw badRequest(`Okänt system: ${system}`);
      const districtId = intParam(query('districtId'), 'districtId', false);
      if (districtId !== null && !db.get(districtsTable).some((d) => d.id === districtId))
        throw badRequest(`Okänt distrikt: ${districtId}`);
      const links = db
        .get(linksTable)
        .filter(
          (l) => l.system === system && (l.districtId === null || l.districtId === districtId),
        )
        .sort((a, b) => (a.districtId === null ? 0 : 1) - (b.districtId === null ? 0 : 1))
        .map(({ label, url }) => ({ label, url }));
      return HttpResponse.json(links);
    }),
  ),
];
