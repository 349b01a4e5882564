import { HttpResponse } from 'msw';
import { http } from '../lib/handler';
import type { MockEquipmentCheck } from '../seed/equipment';

/**
 * Pictures of checks (the field app's photos): the mock draws one per check, served without a
 * token like a picture store, at GET /mock/verify/images/{id}.svg.
 */
export const checkImageHandler = http.get('*/mock/verify/images/:id', ({ params }) => {
  const id = String(params.id).replace(/\.svg$/, '');
  if (!/^\d+$/.test(id)) return new HttpResponse(null, { status: 404 });
  const hue = (Number(id) * 47) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">
<rect width="640" height="480" fill="hsl(${hue} 35% 80%)"/>
<rect x="60" y="140" width="520" height="220" rx="24" fill="hsl(${hue} 30% 45%)"/>
<circle cx="170" cy="380" r="36" fill="#333"/><circle cx="470" cy="380" r="36" fill="#333"/>
<text x="320" y="90" font-family="sans-serif" font-size="36" text-anchor="middle">Kontroll ${id}</text>
</svg>`;
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
});

/** A stored picture path becomes an absolute URL on the origin that asked (as a server would). */
export function withImageOrigin(check: MockEquipmentCheck, url: URL): MockEquipmentCheck {
  return check.imageUrl?.startsWith('/')
    ? { ...check, imageUrl: `${url.origin}${check.imageUrl}` }
    : check;
}
