/**
 * Playwright's fake clock (`page.clock`) replaces `Date` with a function that returns a plain
 * native date even when a subclass calls it as `super()`. `TZDate` (@date-fns/tz), which the
 * portal formats Stockholm times with, is such a subclass: under the fake clock its dates came
 * out as plain dates read in the browser's own zone, so in the New York project a message's
 * validity was New York time (found on a send near Stockholm's midnight, when the two zones'
 * days differ). This init script keeps `Date` constructible by subclasses whichever `Date` is
 * installed, before or after it runs: a constructed date gets the subclass's prototype back.
 * Real browsers need none of this; it makes the fake clock behave as the real one.
 */
export function keepDateSubclasses(): void {
  const wrap = (D: DateConstructor): DateConstructor => {
    const proxy: DateConstructor = new Proxy(D, {
      construct(target, args, newTarget) {
        const date = Reflect.construct(target, args, newTarget) as object;
        const proto = (newTarget as { prototype?: object }).prototype;
        if (newTarget !== proxy && proto && Object.getPrototypeOf(date) !== proto)
          Object.setPrototypeOf(date, proto);
        return date;
      },
    });
    return proxy;
  };
  let current = wrap(globalThis.Date);
  Object.defineProperty(globalThis, 'Date', {
    configurable: true,
    get: () => current,
    set: (value: DateConstructor) => {
      current = wrap(value);
    },
  });
}
