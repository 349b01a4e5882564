/**
 * Tab titles by path prefix (spec 1 §2); otherwise the product name. "Karta" belongs to
 * /connections: the spec declares no map route, and the departures screen (place search, stops,
 * the device's location) is the portal's one place-based view.
 */
export const PRODUCT_NAME = 'Personalportalen';

const TITLES: [prefix: string, title: string][] = [
  ['/vls', 'Dokument'],
  ['/inchecking', 'Incheckning'],
  ['/message', 'Trafikmeddelanden'],
  ['/staffoverview', 'Bemanning'],
  ['/connections', 'Karta'],
  ['/commando', 'Commando'],
  ['/equipmentRegister', 'Verify Admin'],
];

/** Matched in any casing, as the router matches routes (old links write /equipmentregister). */
export function tabTitle(pathname: string): string {
  const path = pathname.toLowerCase();
  const match = TITLES.find(([prefix]) => {
    const p = prefix.toLowerCase();
    return path === p || path.startsWith(`${p}/`);
  });
  return match ? match[1] : PRODUCT_NAME;
}
