import { useEffect, useState } from 'react';

/** Table height is the window height minus 160 (spec 1 §9), re-measured 200 ms after resizing. */
export const TABLE_OFFSET = 160;
export const RESIZE_DEBOUNCE_MS = 200;
const MIN_HEIGHT = 200;

const measure = () => Math.max(MIN_HEIGHT, window.innerHeight - TABLE_OFFSET);

export function useTableHeight(): number {
  const [height, setHeight] = useState(measure);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setHeight(measure()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return height;
}
