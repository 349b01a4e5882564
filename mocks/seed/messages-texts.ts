/**
 * Swedish texts of the demo traffic messages: events, consequences and the fixed value lists of
 * message edit (prognosis, replacement service, event descriptions, resources).
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
}

/** Resources sent to the place; 'Gulväst' (a beta resource) only in district 4. */
export const RESOURCES: readonly (MessageResource & { districts?: number[] })[] = [
  { id: 1, label: 'Gulväst', value: 'gulvast', districts: [4] },
  { id: 2, label: 'Reservlokförare', value: 'reservlokforare' },
  { id: 3, label: 'Extra tågvärd', value: 'extra-tagvard' },
  { id: 4, label: 'Tekniker', value: 'tekniker' },
];

export interface Place {
  name: string;
  signature: string;
}

export interface MessageTemplate {
  event: string;
  subject: (a: Place, b: Place, trip: number) => string;
  body: (a: Place, b: Place, trip: number) => string;
  consequence: string;
  prognosis: (typeof PROGNOSIS_OPTIONS)[number];
  replacement: (typeof REPLACEMENT_OPTIONS)[number] | null;
  resource: string | null;
  /** A planned event (engineering work), announced days before it starts. */
  planned?: boolean;
  /** The stop is one place (`at`) rather than a stretch (`from`–`to`). */
  atPlace?: boolean;
}

export const TEMPLATES: readonly MessageTemplate[] = [
  {
    event: 'Signalfel',
    subject: (a, b) => `Signalfel ${a.name.replace(/ C$/, '')}–${b.name.replace(/ C$/, '')}`,
    body: (a, b) =>
      `Signalfel mellan ${a.name} och ${b.name}. Tågen kör med nedsatt hastighet och förseningar på 10–20 minuter kan förekomma. Trafikverket felsöker.`,
    consequence: 'Förseningar',
    prognosis: 'Lång störning (över 1 timme)',
    replacement: null,
    resource: null,
  },
  {
    event: 'Växelfel',
    subject: (a) => `Växelfel i ${a.name.replace(/ C$/, '')}, inställda tåg`,
    body: (a, b) =>
      `Ett växelfel i ${a.name} gör att bara ett spår kan användas. Vissa tåg mellan ${a.name} och ${b.name} ställs in. Ersättningsbussar är beställda.`,
    consequence: 'Inställda tåg',
    prognosis: 'Lång störning (över 1 timme)',
    replacement: 'Ersättningsbussar beställda',
    resource: null,
    atPlace: true,
  },
  {
    event: 'Banarbete',
    subject: (a, b) => `Ersättningsbuss ${a.name}–${b.name}`,
    body: (a, b) =>
      `På grund av banarbete ersätts tågen mellan ${a.name} och ${b.name} av bussar. Bussarna avgår från hållplatserna för ersättningstrafik. Räkna med cirka 20 minuter längre restid.`,
    consequence: 'Ersättningsbuss',
    prognosis: 'Lång störning (över 1 timme)',
    replacement: 'Ersättningsbussar i trafik',
    resource: null,
    planned: true,
  },
  {
    event: 'Fordonsfel',
    subject: (a, _b, trip) => `Fordonsfel på tåg ${trip} i ${a.name.replace(/ C$/, '')}`,
    body: (a, b, trip) =>
      `Tåg ${trip} mot ${b.name} har fått ett fordonsfel i ${a.name} och står still. Tekniker är på väg. Efterföljande tåg kan bli försenade.`,
    consequence: 'Förseningar',
    prognosis: 'Kort störning (under 1 timme)',
    replacement: null,
    resource: 'Tekniker',
    atPlace: true,
  },
  {
    event: 'Kontaktledningsfel',
    subject: (a, b) =>
      `Kontaktledningsfel ${a.name.replace(/ C$/, '')}–${b.name.replace(/ C$/, '')}`,
    body: (a, b) =>
      `Kontaktledningen är skadad mellan ${a.name} och ${b.name}. Ingen tågtrafik kan gå på sträckan. Ersättningsbussar är beställda.`,
    consequence: 'Inställda tåg',
    prognosis: 'Lång störning (över 1 timme)',
    replacement: 'Ersättningsbussar beställda',
    resource: 'Reservlokförare',
  },
  {
    event: 'Obehöriga i spårområdet',
    subject: (a) => `Obehöriga i spåret vid ${a.name.replace(/ C$/, '')}`,
    body: (a, b) =>
      `Polisen har stoppat tågtrafiken vid ${a.name} på grund av obehöriga personer i spårområdet. Tågen mellan ${a.name} och ${b.name} står still i väntan på klartecken.`,
    consequence: 'Tågen står still',
    prognosis: 'Kort störning (under 1 timme)',
    replacement: null,
    resource: null,
    atPlace: true,
  },
  {
    event: 'Olycka',
    subject: (a) => `Olycka vid ${a.name.replace(/ C$/, '')}, trafiken stoppad`,
    body: (a, b) =>
      `En olycka har inträffat vid ${a.name}. Ingen trafik mellan ${a.name} och ${b.name} tills vidare. Ersättningsbussar är beställda. Följ trafikledningens instruktioner.`,
    consequence: 'Inställda tåg',
    prognosis: 'Prognos saknas',
    replacement: 'Ersättningsbussar beställda',
    resource: 'Gulväst',
    atPlace: true,
  },
  {
    event: 'Personalbrist',
    subject: (a, b) => `Personalbrist, inställda avgångar ${a.name}–${b.name}`,
    body: (a, b, trip) =>
      `På grund av personalbrist ställs tåg ${trip} och ${trip + 2} mellan ${a.name} och ${b.name} in. Resenärerna hänvisas till nästa avgång.`,
    consequence: 'Inställda tåg',
    prognosis: 'Kort störning (under 1 timme)',
    replacement: 'Ingen ersättningstrafik',
    resource: 'Extra tågvärd',
  },
  {
    event: 'Snöoväder',
    subject: (a) => `Snöoväder kring ${a.name.replace(/ C$/, '')}, nedsatt hastighet`,
    body: (a, b) =>
      `Kraftigt snöfall gör att tågen mellan ${a.name} och ${b.name} kör med nedsatt hastighet. Räkna med förseningar och kontrollera växelvärmen vid vändning.`,
    consequence: 'Förseningar',
    prognosis: 'Prognos saknas',
    replacement: null,
    resource: null,
  },
  {
    event: 'Spårändring',
    subject: (a) => `Spårändring i ${a.name.replace(/ C$/, '')}`,
    body: (a, b) =>
      `Tågen mot ${b.name} avgår från spår 4 i stället för spår 2 i ${a.name} på grund av arbete på plattformen. Informera resenärerna ombord.`,
    consequence: 'Ändrat spår',
    prognosis: 'Lång störning (över 1 timme)',
    replacement: 'Ingen ersättningstrafik',
    resource: null,
    planned: true,
    atPlace: true,
  },
];

/** Bodies of updates within a thread; the last one closes the event. */
export function updateBody(kind: 'prognosis' | 'progress' | 'closed', time: string): string {
  switch (kind) {
    case 'prognosis':
      return `Ny prognos: trafiken beräknas vara igång igen cirka kl ${time}. Fortsatt risk för förseningar.`;
    case 'progress':
      return `Felsökning pågår på plats sedan kl ${time}. Ersättningstrafiken fortsätter tills vidare.`;
    case 'closed':
      return `Felet är åtgärdat sedan kl ${time} och trafiken går enligt tidtabell igen. Enstaka förseningar kan förekomma den närmaste timmen.`;
  }
}
