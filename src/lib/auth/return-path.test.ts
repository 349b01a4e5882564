import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath accepts only in-app paths', () => {
  it.each(['/vls/mydocs', '/message/edit/42?subject=Sp%C3%A5rfel', '/inchecking'])(
    '%s is kept',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );
  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    '/%6Aavascript:alert(1)'.replace('%6A', 'j'),
    'java%0Ascript:alert(1)',
    '/%252F%252Fevil.example',
    '',
    '/login',
    '/LOGIN',
    '/Logout?x=1',
    '/%6Cogout',
    '/%2Flogout',
    '/refreshtoken',
    '/!/logout',
    '/JAVASCRIPT:alert(1)',
    null,
  ])('%s lands on the front page', (path) => expect(safeReturnPath(path)).toBe('/'));
});
