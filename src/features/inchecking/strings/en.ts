import type { Translation } from '@/lib/i18n';
import { countOf } from '@/lib/plural';
import type { sv } from './sv';

export const en: Translation<typeof sv> = {
  title: 'Check-in',
  search: 'Search',
  searchPlaceholder: 'Duty, name, number, phone or train',
  searchHint: 'Type at least 2 characters to search.',
  timeFrame: 'Time frame',
  minutes: (n: number) => `±${n} min`,
  all: 'All',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} duties`,
  listLabel: 'Duties to check in',
  columns: {
    duty: 'Duty',
    startLocation: 'Start location',
    start: 'Start',
    end: 'End',
    name: 'Name',
    number: 'Emp. no.',
    phone: 'Phone',
    title: 'Title',
    checkedIn: 'Checked in',
    checkedOut: 'Checked out',
    trips: 'Trains',
  },
  unstaffed: 'Not staffed',
  checkIn: 'Check in',
  checkOut: 'Check out',
  checkInFor: (name: string, duty: string) => `Check in ${name} on ${duty}`,
  checkOutFor: (name: string, duty: string) => `Check out ${name} from ${duty}`,
  showDuty: (duty: string) => `Show duty ${duty}`,
  showEmployee: (name: string) => `Show details of ${name}`,
  nonWorkday: 'Day off',
  checkInFailed: (duty: string, reason: string) => `Check-in of ${duty} failed: ${reason}`,
  checkOutFailed: (duty: string, reason: string) => `Check-out of ${duty} failed: ${reason}`,
  checkInUnknown: (duty: string, reason: string) =>
    `No answer to the check-in of ${duty}: ${reason} The row shows what the server holds as soon as it can be reached.`,
  checkOutUnknown: (duty: string, reason: string) =>
    `No answer to the check-out of ${duty}: ${reason} The row shows what the server holds as soon as it can be reached.`,
  live: 'Live',
  connecting: 'Connecting …',
  reconnecting: 'Reconnecting …',
  offlineSince: (time: string) => `Offline since ${time}`,
  liveLabel: 'Real-time updates',
  liveChanged: (count: number, time: string) =>
    `${countOf('en', count, { one: 'change', other: 'changes' })} in the list at ${time}`,
  noDistrictAccess: 'You do not have check-in access in the chosen district.',
  empty: 'No duties in the time frame.',
  emptySearch: (term: string) => `No duty in the time frame matches the search “${term}”.`,
  emptyDay: 'No duties today in the district.',
  loadError: 'Could not fetch the check-ins.',
};
