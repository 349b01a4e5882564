import type { Translation } from '@/lib/i18n';
import { countOf } from '@/lib/plural';
import type { sv } from './sv';

export const en: Translation<typeof sv> = {
  title: 'Staffing',
  date: 'Date',
  datePlaceholder: 'YYYY-MM-DD',
  district: 'District',
  filterName: 'Name',
  filterPhone: 'Phone',
  filterTrain: 'Train',
  filterNameHint: 'Searches names and employee numbers.',
  filterPhoneHint: {
    loaded: 'Searches the work phones of the day’s check-in.',
    loading: 'Fetching the phone numbers of the day’s check-in …',
    failed: 'The phone numbers of the check-in could not be fetched: the filter finds no one.',
    noAccess:
      'The phone numbers come from the check-in, which you have no access to in the district: the filter finds no one.',
  },
  filterTrainHint: 'Searches train numbers from their start.',
  noTime: 'No time',
  showAbsent: 'Show absent',
  listLabel: 'Positions of the day',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} positions`,
  columns: {
    block: 'Block',
    description: 'Description',
    workTitle: 'Work title',
    name: 'Name',
    number: 'Emp. no.',
    phone: 'Phone',
    start: 'Start',
    end: 'End',
    startStation: 'Start station',
    endStation: 'End station',
    trips: 'Trains',
  },
  tripColumns: { trip: 'Train', from: 'From', to: 'To', time: 'Time' },
  tripsOf: (name: string) => `Trains of ${name}`,
  showTrips: (count: number, name: string) =>
    `Show ${countOf('en', count, { one: 'train', other: 'trains' })} of ${name}`,
  hideTrips: (name: string) => `Hide trains of ${name}`,
  noTrips: 'No trains',
  showDuty: (block: string) => `Show duty ${block}`,
  showEmployee: (name: string) => `Show details of ${name}`,
  showTrip: (trip: string) => `Show train ${trip}`,
  absent: 'Absent',
  loading: 'Fetching positions …',
  cancel: 'Cancel',
  cancelled: 'Fetching was cancelled.',
  loadAgain: 'Fetch again',
  noData: 'There are no positions for the day in the district.',
  noMatch: (total: number) =>
    `No positions match the filter. It hides all ${total} positions of the day.`,
  clearFilters: 'Clear the filter',
  loadError: 'Could not fetch the positions.',
  // The spec's text (spec 1 §8) word for word in every language, translated after it.
  noDistrictAccess: 'You do not have staffing access in the chosen district.',
};
