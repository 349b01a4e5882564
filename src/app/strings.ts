import { defineStrings } from '@/lib/i18n';

/** Interface text of the shell: header, sign-in, front page, settings, errors. */
export const shellStrings = defineStrings({
  sv: {
    productName: 'Personalportalen',
    skipToContent: 'Hoppa till innehållet',
    settings: 'Inställningar',
    portalNav: 'Vyer i portalen',
    menu: 'Meny',
    logout: 'Logga ut',
    district: 'Trafikdistrikt',
    noDistrict:
      'Inget trafikdistrikt kan väljas: du har ingen behörighet i något av de distrikt som portalen arbetar med. Kontakta administratören.',
    districtsError: 'Det gick inte att hämta data. Kontakta administratören.',
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
  },
  en: {
    productName: 'Personalportalen',
    skipToContent: 'Skip to content',
    settings: 'Settings',
    portalNav: 'Views in the portal',
    menu: 'Menu',
    logout: 'Sign out',
    district: 'Traffic district',
    noDistrict:
      'No traffic district can be chosen: you have no access in any of the districts the portal works with. Contact the administrator.',
    // The spec's text (spec 1 §8) word for word in every language, translated after it.
    districtsError:
      'Det gick inte att hämta data. Kontakta administratören. (Could not fetch data. Contact the administrator.)',
    errorTitle: 'Something went wrong',
    errorText: 'The page could not be shown. Try again or go to the front page.',
    sessionOk: 'Your sign-in is valid',
    sessionWarning: 'Your sign-in expires soon',
    sessionExpired: 'Your sign-in has expired',
    sessionLeft: (time: string) => `Valid until ${time}`,
    sessionEnds: (left: string, time: string) =>
      `Your sign-in ends in ${left} (at ${time}). Sign in again to go on without interruption.`,
    signInAgain: 'Sign in again',
    signInAgainHint: '(opens in a new tab; this page stays)',
    handoverTitle: 'Switch user?',
    handoverText: (current: string, next: string) =>
      `The link you opened signs in ${next}. You are signed in as ${current}.`,
    handoverSwitch: (next: string) => `Switch to ${next}`,
    handoverKeep: (current: string) => `Go on as ${current}`,
    handoverInvalid:
      'The link carried a sign-in that is invalid or has expired. You are still signed in as before.',
    version: (version: string, build: number) => `Version ${version} (build ${build})`,
  },
  pl: {
    productName: 'Personalportalen',
    skipToContent: 'Przejdź do treści',
    settings: 'Ustawienia',
    portalNav: 'Widoki w portalu',
    menu: 'Menu',
    logout: 'Wyloguj',
    district: 'Okręg ruchu',
    noDistrict:
      'Nie można wybrać okręgu ruchu: nie masz uprawnień w żadnym z okręgów, w których działa portal. Skontaktuj się z administratorem.',
    districtsError:
      'Det gick inte att hämta data. Kontakta administratören. (Nie udało się pobrać danych. Skontaktuj się z administratorem.)',
    errorTitle: 'Coś poszło nie tak',
    errorText: 'Nie można wyświetlić strony. Spróbuj ponownie lub przejdź do strony głównej.',
    sessionOk: 'Logowanie jest ważne',
    sessionWarning: 'Logowanie wkrótce wygaśnie',
    sessionExpired: 'Logowanie wygasło',
    sessionLeft: (time: string) => `Ważne do ${time}`,
    sessionEnds: (left: string, time: string) =>
      `Twoje logowanie wygaśnie za ${left} (o ${time}). Zaloguj się ponownie, aby pracować bez przerwy.`,
    signInAgain: 'Zaloguj się ponownie',
    signInAgainHint: '(otwiera się w nowej karcie; ta strona pozostaje)',
    handoverTitle: 'Zmienić użytkownika?',
    handoverText: (current: string, next: string) =>
      `Otwarty link loguje użytkownika ${next}. Jesteś zalogowany jako ${current}.`,
    handoverSwitch: (next: string) => `Przełącz na ${next}`,
    handoverKeep: (current: string) => `Kontynuuj jako ${current}`,
    handoverInvalid:
      'Link zawierał nieprawidłowe lub wygasłe logowanie. Nadal jesteś zalogowany jak wcześniej.',
    version: (version: string, build: number) => `Wersja ${version} (kompilacja ${build})`,
  },
});
