import type { Translation } from '@/lib/i18n';
import { countOf } from '@/lib/plural';
import type { sv } from './sv';

export const en: Translation<typeof sv> = {
  title: 'Departures',
  intro: 'Trains and buses from a place in your traffic district.',
  search: 'Search place',
  searchPlaceholder: 'Name or signature, e.g. Lund C or LU',
  noMatch: 'No stop in the district matches.',
  matches: (n: number) => countOf('en', n, { one: 'match', other: 'matches' }),
  stopsError: 'Could not fetch the stops.',
  noStops: 'There are no active stops in the district.',
  placesError: (message: string) =>
    `Could not fetch the place signatures, so trains can only be searched at stops with their own signature: ${message}`,
  serviceOffline: (service: string) =>
    `${service}: no network connection. Departures are fetched when the connection is back.`,
  mainStations: 'Main stations',
  nearMe: 'Near me',
  locating: 'Finding your position …',
  nearest: 'Nearest stops',
  geoDenied:
    'Your position could not be read because the browser was not allowed to use it. Allow location access for the page and try again, or search the place by name.',
  geoTimeout:
    'Your position could not be found within 5 seconds. Try again, preferably outdoors, or search the place by name.',
  geoUnavailable: 'Your position is not available on this device. Search the place by name.',
  noStopPositions:
    'Your position was found, but no stop in the traffic district has a known position. Search the place by name instead.',
  history: 'Recent searches',
  historyEmpty: 'No searches yet.',
  historyElsewhere:
    'Not in this traffic district. Change the district in the header to search the place again.',
  choosePlace: 'Choose a place to see departures.',
  departuresFrom: (place: string) => `Departures from ${place}`,
  columns: {
    time: 'Time',
    expected: 'New time',
    type: 'Type',
    to: 'To',
    via: 'Via',
    track: 'Track/bay',
    vehicles: 'Vehicles',
  },
  train: 'Train',
  bus: 'Bus',
  trains: 'Trains',
  buses: 'Buses',
  loadingService: (service: string) => `Fetching ${service.toLowerCase()} …`,
  serviceFailed: (service: string, message: string) =>
    `${service} could not be fetched: ${message}`,
  missingSignature: 'Saknar platssignatur (the station has no signature)',
  canceled: 'Cancelled',
  departed: (time: string) => `Left ${time}`,
  late: (minutes: number) => `${minutes} min late`,
  trackChanged: 'Track changed',
  noDepartures: 'No departures in the next few hours.',
  updated: (time: string) => `Updated ${time}`,
  autoRefresh: (seconds: number) => `Refreshed every ${seconds} seconds while the page is shown.`,
  refresh: 'Refresh',
  showVehicles: (trip: string) => `Show vehicles of trip ${trip}`,
  vehiclesFor: (trip: string) => `Vehicles of trip ${trip}`,
  noVehicles: 'No vehicles found.',
  vehicleTime: (from: string, to: string) => `${from}–${to}`,
};
