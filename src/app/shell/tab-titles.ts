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

export function tabTitle(pathname: string): string {
  const match = TITLES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? match[1] : PRODUCT_NAME;
}
