import { useCallback, useEffect, useState } from 'react';

/**
 * The current moment, renewed just after every whole minute (check-in's time frame moves with
 * it; a message's validity ends on a whole minute), and at once by the returned `refresh`, which
 * gives the moment it read (a check at the moment of a click, not at the last minute drawn).
 */
export function useMinuteClock(): [now: number, refresh: () => number] {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        60_000 - (Date.now() % 60_000) + 50,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  const refresh = useCallback(() => {
    const at = Date.now();
    setNow(at);
    return at;
  }, []);
  return [now, refresh];
}
