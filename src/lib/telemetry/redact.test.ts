import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { apiTemplate, routePattern, selectorOf } from './redact';

describe('what the field measurements say about a place', () => {
  it('names a view by its route pattern, without ids, query or token', () => {
    expect(routePattern(routes, '#/message/edit/4711?token=eyJabc&empno=123456')).toBe(
      '/message/edit/:messageId',
    );
    expect(routePattern(routes, '#/staffoverview')).toBe('/staffoverview');
    expect(routePattern(routes, '#/')).toBe('/');
    expect(routePattern(routes, '')).toBe('/');
    // An address the portal does not know: the catch-all, not the address.
    expect(routePattern(routes, '#/anna.svensson/123456')).toBe('/*');
  });

  it('gives an API path with its ids as :id and no query', () => {
    expect(apiTemplate('/api/Admin/hosts/12/3f2504e0-4f89-11d3-9a0c-0305e82c3301')).toBe(
      '/api/Admin/hosts/:id/:id',
    );
    expect(apiTemplate('/message/4711?userId=123456&name=Anna')).toBe('/message/:id');
    expect(apiTemplate('/vehicle-86l/5')).toBe('/:id/:id');
    expect(apiTemplate('/overview/dutysignins')).toBe('/overview/dutysignins');
  });

  it('describes an element by tags and first classes, never its text or id', () => {
    document.body.innerHTML =
      '<table class="signin-table"><tbody><tr id="row-123456"><td class="c7 name">' +
      '<button class="link2x">Anna Svensson</button></td></tr></tbody></table>';
    expect(selectorOf(document.querySelector('button'))).toBe(
      'table.signin-table>tbody>tr>td.c>button.linkx',
    );
    expect(selectorOf(null)).toBe('');
  });
});
