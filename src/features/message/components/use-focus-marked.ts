import { useEffect, useRef, useState } from 'react';

/**
 * Preview asked for while something stops sending: after the render that marks the fields, the
 * first field marked gets the focus (its error is read with it), also when it is above the part
 * of the screen the user sees. Fields in hidden panels and advisory marks are passed over.
 */
export function useFocusMarked() {
  const formRef = useRef<HTMLFormElement>(null);
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (tries === 0) return;
    const marked = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"]') ?? [];
    [...marked]
      .find((field) => !field.closest('[hidden]') && !field.closest('[data-advisory]'))
      ?.focus();
  }, [tries]);
  return { formRef, focusMarked: () => setTries((n) => n + 1) };
}
