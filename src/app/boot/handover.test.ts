import { describe, expect, it } from 'vitest';
import { normalizeHash, takeHandover } from './handover';

describe('token hand-over', () => {
  it('takes the token before the hash and keeps the route', () => {
    expect(takeHandover('https://portal.example/?token=abc#/vls')).toEqual({
      token: 'abc',
      cleanUrl: 'https://portal.example/#/vls',
    });
  });
  it('takes the token inside the hash and keeps other parameters', () => {
    expect(takeHandover('https://portal.example/#/message/edit?subject=Hej&token=abc')).toEqual({
      token: 'abc',
      cleanUrl: 'https://portal.example/#/message/edit?subject=Hej',
    });
  });
  it('turns legacy #!/ links into #/', () => {
    expect(takeHandover('https://portal.example/#!/message').cleanUrl).toBe(
      'https://portal.example/#/message',
    );
    expect(normalizeHash('#!/events')).toBe('#/events');
    expect(normalizeHash('#/events')).toBe('#/events');
  });
  it('leaves an address without a token alone', () => {
    expect(takeHandover('https://portal.example/#/vls')).toEqual({
      token: null,
      cleanUrl: 'https://portal.example/#/vls',
    });
  });
});
