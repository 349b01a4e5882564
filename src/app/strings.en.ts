import type { Translation } from '@/lib/i18n';
import type { sv } from './strings';

export const en: Translation<typeof sv> = {
  productName: 'Personalportalen',
  skipToContent: 'Skip to content',
  settings: 'Settings',
  portalNav: 'Views in the portal',
  menu: 'Menu',
  logout: 'Sign out',
  district: 'Traffic district',
  noDistrict:
    'No traffic district can be chosen: you have no access in any of the districts the portal works with. Contact the administrator.',
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
};
