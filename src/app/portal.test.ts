import { describe, expect, it } from 'vitest';
import { PORTAL_VIEWS, TILES } from './front-page/tiles';
import { tabTitle } from './shell/tab-titles';

describe('the portal, from its declarations', () => {
  it('has the 19 tiles of spec 1 §2, word for word and in order', () => {
    expect(TILES.map((tile) => tile.label)).toEqual([
      'Infra Info',
      'Trafikhändelser',
      'TrainD SSO',
      'Trafikledning',
      'Trafikledning Extern',
      'Personalplanering',
      'Dokument',
      'Bemanning',
      'Trafikmeddelanden',
      'Hittegods',
      'Gulväst',
      'Commando',
      'Tempo',
      'Verify',
      'Verkstad',
      'Multivy',
      'Ecase',
      'Positionslista',
      'Kalender',
    ]);
  });

  it('gives every tile an icon of its own, an SVG file', () => {
    const icons = TILES.map((tile) => tile.icon);
    for (const icon of icons) expect(icon).toMatch(/\.svg(\?|$)/);
    expect(new Set(icons).size).toBe(TILES.length);
  });

  it('the shell menu lists the in-portal views, tiles first', () => {
    expect(PORTAL_VIEWS.map((view) => `${view.label} ${view.path}`)).toEqual([
      'Dokument /vls',
      'Bemanning /staffoverview',
      'Trafikmeddelanden /message',
      'Verify /equipmentRegister',
      'Positionslista /workday/positionlist',
      'Kalender /workday/calendar',
      'Incheckning /inchecking',
      'Mottagargrupper /message/groupadmin',
      'Avgångar /connections',
      'Rapporter /report',
    ]);
  });

  it("titles the browser tab by path prefix with the spec's titles (spec 1 §2), others by their view", () => {
    const titles = [
      '/vls/mydocs',
      '/inchecking',
      '/message/groupadmin/edit',
      '/staffoverview/viewAll',
      '/connections',
      '/commando',
      '/equipmentRegister/verify',
      '/workday/calendar',
      '/betamessage',
      '/',
    ].map(tabTitle);
    expect(titles).toEqual([
      'Dokument',
      'Incheckning',
      'Trafikmeddelanden',
      'Bemanning',
      'Karta',
      'Commando',
      'Verify Admin',
      'Kalender',
      'Trafikmeddelanden',
      'Personalportalen',
    ]);
  });
});
