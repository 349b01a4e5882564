import { defineStrings } from '@/lib/i18n';

/**
 * Text of the date-and-time field (DateTimeField), kept apart from the shared strings so that it
 * loads with the screens that show one, not with the front page.
 */
export const dateTimeStrings = defineStrings({
  sv: {
    /** The two parts, named after the field's label: 'Gäller från datum'. */
    datePart: 'datum',
    timePart: 'klockslag',
    datePlaceholder: 'ÅÅÅÅ-MM-DD',
    timePlaceholder: 'TT:MM',
    hint: 'Klockslag till exempel 7, 0730, 7:30 eller 07.30',
    /** A time of the hour skipped when the clock goes forward: what it is read as. */
    skipped: (readAs: string) =>
      `Klockan ställs fram en timme den natten, så klockslaget finns inte: det blir ${readAs}.`,
  },
  en: {
    datePart: 'date',
    timePart: 'time',
    datePlaceholder: 'YYYY-MM-DD',
    timePlaceholder: 'HH:MM',
    hint: 'Time for example 7, 0730, 7:30 or 07.30',
    skipped: (readAs: string) =>
      `The clocks go forward an hour that night, so this time does not exist: it becomes ${readAs}.`,
  },
  pl: {
    datePart: 'data',
    timePart: 'godzina',
    datePlaceholder: 'RRRR-MM-DD',
    timePlaceholder: 'GG:MM',
    hint: 'Godzina na przykład 7, 0730, 7:30 lub 07.30',
    skipped: (readAs: string) =>
      `Tej nocy zegar przestawia się o godzinę do przodu, więc ta godzina nie istnieje: będzie ${readAs}.`,
  },
});
