/** Tab titles by path prefix (spec 1 §2); otherwise the product name. */
export const PRODUCT_NAME = 'Personalportalen';

const TITLES: [prefix: string, title: string][] = [
  ['/vls', 'Dokument'],
  ['/inchecking', 'Incheckning'],
  ['/message', 'Trafikmeddelanden'],
  ['/staffoverview', 'Bemanning'],
  ['/map', 'Karta'],
  ['/commando', 'Commando'],
  ['/equipmentRegister', 'Verify Admin'],
];

export function tabTitle(pathname: string): string {
  const match = TITLES.find(([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return match ? match[1] : PRODUCT_NAME;
}
