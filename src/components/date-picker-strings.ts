import { defineStrings } from '@/lib/i18n';

/** react-datepicker's own labels (its defaults are English), in the user's language. */
export const datePickerStrings = defineStrings({
  sv: {
    /** The calendar's name for screen readers (react-datepicker's own says "Choose Date"). */
    calendar: 'Välj datum',
    previousMonth: 'Föregående månad',
    nextMonth: 'Nästa månad',
    /** Before a day's long date: "Välj måndag 2 mars 2026". */
    chooseDay: 'Välj',
    disabledDay: 'Kan inte väljas:',
    week: 'vecka',
    month: 'månad',
    /** The field's ×: it empties the date. */
    clearDate: 'Rensa datum',
    weekNumber: 'Veckonummer',
    /** The week-number column's visible header. */
    weekLabel: 'v.',
  },
  en: {
    calendar: 'Choose date',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    chooseDay: 'Choose',
    disabledDay: 'Not available:',
    week: 'week',
    month: 'month',
    clearDate: 'Clear date',
    weekNumber: 'Week number',
    weekLabel: 'Wk',
  },
  pl: {
    calendar: 'Wybierz datę',
    previousMonth: 'Poprzedni miesiąc',
    nextMonth: 'Następny miesiąc',
    chooseDay: 'Wybierz',
    disabledDay: 'Niedostępny:',
    week: 'tydzień',
    month: 'miesiąc',
    clearDate: 'Wyczyść datę',
    weekNumber: 'Numer tygodnia',
    weekLabel: 'Tydz.',
  },
});
