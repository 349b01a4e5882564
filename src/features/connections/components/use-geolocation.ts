import { useCallback, useEffect, useRef, useState } from 'react';
import { GEOLOCATION_TIMEOUT_MS } from '../config';
import type { Position } from '../lib/nearest-stops';

export type GeoState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; position: Position }
  | { status: 'denied' | 'timeout' | 'unavailable' };

/**
 * The device position on request, with the spec's 5 s time-out. The browser's own time-out does
 * not count the time a permission prompt stays open, so a timer of our own ends the wait too.
 */
export function useGeolocation(): [GeoState, () => void] {
  const [state, setState] = useState<GeoState>({ status: 'idle' });
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const locate = useCallback(() => {
    const id = ++attempt.current;
    clearTimeout(timer.current);
    const settle = (next: GeoState) => {
      if (id !== attempt.current) return;
      attempt.current++;
      clearTimeout(timer.current);
      setState(next);
    };
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    timer.current = setTimeout(() => settle({ status: 'timeout' }), GEOLOCATION_TIMEOUT_MS);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        settle({
          status: 'found',
          position: { latitude: coords.latitude, longitude: coords.longitude },
        }),
      (error) =>
        settle({
          status:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 60_000, enableHighAccuracy: false },
    );
  }, []);

  return [state, locate];
}
