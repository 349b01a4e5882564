import { countOf } from '@/lib/plural';

/** Swedish, the source: en.ts and pl.ts must have every key (the type in index.ts checks it). */
export const sv = {
  title: 'Avgångar',
  intro: 'Tåg och bussar från en plats i ditt trafikområde.',
  search: 'Sök plats',
  searchPlaceholder: 'Namn eller signatur, t.ex. Lund C eller LU',
  noMatch: 'Ingen hållplats i trafikområdet matchar.',
  matches: (n: number) => countOf('sv', n, { one: 'träff', other: 'träffar' }),
  stopsError: 'Hållplatserna kunde inte hämtas.',
  noStops: 'Det finns inga aktiva hållplatser i trafikområdet.',
  placesError: (message: string) =>
    `Platssignaturerna kunde inte hämtas, så tåg kan bara sökas på hållplatser med egen signatur: ${message}`,
  serviceOffline: (service: string) =>
    `${service}: ingen nätverksanslutning. Avgångarna hämtas när anslutningen är tillbaka.`,
  mainStations: 'Huvudstationer',
  nearMe: 'Nära mig',
  locating: 'Hämtar din position …',
  nearest: 'Närmaste hållplatser',
  geoDenied:
    'Din position kunde inte hämtas eftersom webbläsaren inte fick använda den. Tillåt platsåtkomst för sidan och försök igen, eller sök platsen med namn.',
  geoTimeout:
    'Din position kunde inte hämtas inom 5 sekunder. Försök igen, gärna utomhus, eller sök platsen med namn.',
  geoUnavailable:
    'Din position är inte tillgänglig på den här enheten. Sök platsen med namn i stället.',
  noStopPositions:
    'Din position hittades, men ingen hållplats i trafikområdet har en känd position. Sök platsen med namn i stället.',
  history: 'Senaste sökningar',
  historyEmpty: 'Inga sökningar ännu.',
  historyElsewhere:
    'Inte i det här trafikområdet. Byt trafikområde i sidhuvudet för att söka platsen igen.',
  choosePlace: 'Välj en plats för att se avgångar.',
  departuresFrom: (place: string) => `Avgångar från ${place}`,
  columns: {
    time: 'Tid',
    expected: 'Ny tid',
    type: 'Typ',
    to: 'Till',
    via: 'Via',
    track: 'Spår/läge',
    vehicles: 'Fordon',
  },
  train: 'Tåg',
  bus: 'Buss',
  trains: 'Tåg',
  buses: 'Bussar',
  loadingService: (service: string) => `Hämtar ${service.toLocaleLowerCase('sv')} …`,
  serviceFailed: (service: string, message: string) => `${service} kunde inte hämtas: ${message}`,
  missingSignature: 'Saknar platssignatur',
  canceled: 'Inställd',
  departed: (time: string) => `Avgick ${time}`,
  late: (minutes: number) => `${minutes} min sen`,
  trackChanged: 'Spårändrat',
  noDepartures: 'Inga avgångar de närmaste timmarna.',
  updated: (time: string) => `Uppdaterad ${time}`,
  autoRefresh: (seconds: number) => `Uppdateras var ${seconds}:e sekund när sidan visas.`,
  refresh: 'Uppdatera',
  showVehicles: (trip: string) => `Visa fordon för tur ${trip}`,
  vehiclesFor: (trip: string) => `Fordon för tur ${trip}`,
  noVehicles: 'Inga fordon hittades.',
  vehicleTime: (from: string, to: string) => `${from}–${to}`,
};
