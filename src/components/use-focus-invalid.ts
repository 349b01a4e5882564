import { useEffect, useRef, useState } from 'react';

/**
 * A form refused (a save or a preview while something is wrong): after the render that marks
 * the fields, the first field marked (`aria-invalid`) gets the focus, and its error is read with
 * it, also when it is above the part of the screen the user sees. Fields in a hidden part and
 * advisory marks (`data-advisory`) are passed over. `ref` goes on the form's element.
 */
export function useFocusInvalid<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries === 0) return;
    const marked = ref.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
    [...marked]
      .find((field) => !field.closest('[hidden]') && !field.closest('[data-advisory]'))
      ?.focus();
  }, [tries]);
  return { ref, focusInvalid: () => setTries((n) => n + 1) };
}
