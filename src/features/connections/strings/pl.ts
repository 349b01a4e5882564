import type { Translation } from '@/lib/i18n';
import type { sv } from './sv';

export const pl: Translation<typeof sv> = {
  title: 'Odjazdy',
  intro: 'Pociągi i autobusy z miejsca w Twoim okręgu.',
  search: 'Szukaj miejsca',
  searchPlaceholder: 'Nazwa lub sygnatura, np. Lund C lub LU',
  noMatch: 'Żaden przystanek w okręgu nie pasuje.',
  matches: (n: number) => `Wyniki: ${n}`,
  stopsError: 'Nie udało się pobrać przystanków.',
  noStops: 'W okręgu nie ma aktywnych przystanków.',
  placesError: (message: string) =>
    `Nie udało się pobrać sygnatur miejsc, więc pociągi można wyszukać tylko na przystankach z własną sygnaturą: ${message}`,
  serviceOffline: (service: string) =>
    `${service}: brak połączenia z siecią. Odjazdy zostaną pobrane po przywróceniu połączenia.`,
  mainStations: 'Główne stacje',
  nearMe: 'W pobliżu',
  locating: 'Ustalanie Twojej pozycji …',
  nearest: 'Najbliższe przystanki',
  geoDenied:
    'Nie udało się ustalić pozycji, ponieważ przeglądarka nie otrzymała zgody. Zezwól stronie na dostęp do lokalizacji i spróbuj ponownie albo wyszukaj miejsce po nazwie.',
  geoTimeout:
    'Nie udało się ustalić pozycji w ciągu 5 sekund. Spróbuj ponownie, najlepiej na zewnątrz, albo wyszukaj miejsce po nazwie.',
  geoUnavailable: 'Pozycja nie jest dostępna na tym urządzeniu. Wyszukaj miejsce po nazwie.',
  noStopPositions:
    'Twoja pozycja została ustalona, ale żaden przystanek w okręgu nie ma znanej pozycji. Wyszukaj miejsce po nazwie.',
  history: 'Ostatnie wyszukiwania',
  historyEmpty: 'Brak wyszukiwań.',
  historyElsewhere: 'Nie w tym okręgu. Zmień okręg w nagłówku, aby ponownie wyszukać to miejsce.',
  choosePlace: 'Wybierz miejsce, aby zobaczyć odjazdy.',
  departuresFrom: (place: string) => `Odjazdy z ${place}`,
  columns: {
    time: 'Czas',
    expected: 'Nowy czas',
    type: 'Typ',
    to: 'Do',
    via: 'Przez',
    track: 'Tor/stanowisko',
    vehicles: 'Pojazdy',
  },
  train: 'Pociąg',
  bus: 'Autobus',
  trains: 'Pociągi',
  buses: 'Autobusy',
  loadingService: (service: string) => `Pobieranie: ${service.toLowerCase()} …`,
  serviceFailed: (service: string, message: string) =>
    `${service}: nie udało się pobrać (${message})`,
  missingSignature: 'Saknar platssignatur (stacja nie ma sygnatury)',
  canceled: 'Odwołany',
  departed: (time: string) => `Odjechał ${time}`,
  late: (minutes: number) => `${minutes} min opóźnienia`,
  trackChanged: 'Zmiana toru',
  noDepartures: 'Brak odjazdów w najbliższych godzinach.',
  updated: (time: string) => `Zaktualizowano ${time}`,
  autoRefresh: (seconds: number) => `Odświeżane co ${seconds} s, gdy strona jest widoczna.`,
  refresh: 'Odśwież',
  showVehicles: (trip: string) => `Pokaż pojazdy kursu ${trip}`,
  vehiclesFor: (trip: string) => `Pojazdy kursu ${trip}`,
  noVehicles: 'Nie znaleziono pojazdów.',
  vehicleTime: (from: string, to: string) => `${from}–${to}`,
};
