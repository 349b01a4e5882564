/**
 * The fixed value lists of message edit (spec 2 §2). The spec does not give the wording; these
 * are the operator's usual Swedish terms (the mock's demo messages use the same).
 */
export const PROGNOSIS_OPTIONS = [
  'Kort störning (under 1 timme)',
  'Lång störning (över 1 timme)',
  'Prognos saknas',
] as const;

export const REPLACEMENT_OPTIONS = [
  'Ersättningsbussar beställda',
  'Ersättningsbussar i trafik',
  'Ingen ersättningstrafik',
] as const;

/** Event descriptions (6 options, e.g. signal fault, switch fault). */
export const EVENT_DESCRIPTIONS = [
  'Signalfel',
  'Växelfel',
  'Fordonsfel',
  'Kontaktledningsfel',
  'Obehöriga i spårområdet',
  'Olycka',
] as const;

export interface MessageResource {
  id: number;
  label: string;
  value: string;
  /** Offered only in these districts (the beta resource 'Gulväst' only in district 4). */
  districts?: readonly number[];
}

export const RESOURCES: readonly MessageResource[] = [
  { id: 1, label: 'Gulväst', value: 'gulvast', districts: [4] },
  { id: 2, label: 'Reservlokförare', value: 'reservlokforare' },
  { id: 3, label: 'Extra tågvärd', value: 'extra-tagvard' },
  { id: 4, label: 'Tekniker', value: 'tekniker' },
];

/** The resources offered in a district. */
export function resourcesFor(districtId: number | null): MessageResource[] {
  return RESOURCES.filter(
    (r) => !r.districts || (districtId !== null && r.districts.includes(districtId)),
  );
}

/** A resource by its value, label or id (any casing), e.g. from a query parameter. */
export function findResource(raw: string): MessageResource | undefined {
  const key = raw.trim().toLowerCase();
  if (!key) return undefined;
  return RESOURCES.find(
    (r) => r.value === key || r.label.toLowerCase() === key || String(r.id) === key,
  );
}

/** An option of a fixed list matching `raw` in any casing; otherwise the raw text itself. */
export function matchOption(options: readonly string[], raw: string): string {
  const text = raw.trim();
  return options.find((o) => o.toLowerCase() === text.toLowerCase()) ?? text;
}
