import { defineStrings } from '@/lib/i18n';

/** The Swedish source (English and Polish are fetched when chosen: see below). */
export const sv = {
  productName: 'Personalportalen',
  skipToContent: 'Hoppa till innehållet',
  settings: 'Inställningar',
  portalNav: 'Vyer i portalen',
  menu: 'Meny',
  logout: 'Logga ut',
  district: 'Trafikdistrikt',
  noDistrict:
    'Inget trafikdistrikt kan väljas: du har ingen behörighet i något av de distrikt som portalen arbetar med. Kontakta administratören.',
  errorTitle: 'Något gick fel',
  errorText: 'Sidan kunde inte visas. Försök igen eller gå till startsidan.',
  sessionOk: 'Inloggningen är giltig',
  sessionWarning: 'Inloggningen upphör snart',
  sessionExpired: 'Inloggningen har gått ut',
  sessionLeft: (time: string) => `Giltig till ${time}`,
  sessionEnds: (left: string, time: string) =>
    `Din inloggning upphör om ${left} (kl. ${time}). Logga in igen för att fortsätta utan avbrott.`,
  signInAgain: 'Logga in igen',
  signInAgainHint: '(öppnas i en ny flik; den här sidan finns kvar)',
  handoverTitle: 'Byta användare?',
  handoverText: (current: string, next: string) =>
    `Länken du öppnade loggar in ${next}. Du är inloggad som ${current}.`,
  handoverSwitch: (next: string) => `Byt till ${next}`,
  handoverKeep: (current: string) => `Fortsätt som ${current}`,
  handoverInvalid:
    'Länken innehöll en inloggning som är ogiltig eller har gått ut. Du är fortfarande inloggad som tidigare.',
  version: (version: string, build: number) => `Version ${version} (bygge ${build})`,
};

/** Interface text of the shell: header, sign-in, front page, settings, errors. */
export const shellStrings = defineStrings({
  sv,
  // Fetched when a user chooses the language: not in the start bundle.
  en: () => import('./strings.en').then((m) => m.en),
  pl: () => import('./strings.pl').then((m) => m.pl),
});
