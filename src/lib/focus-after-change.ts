/**
 * Keeps keyboard focus when a change replaces the focused control, e.g. a row's check-in button
 * that is unavailable while its request runs and then turns into the time of the check-in:
 * without this, focus falls to the page's body and a keyboard user starts again from the top.
 *
 * Call before the change; call the function it returns after the change with the accessible name
 * of the control that should have focus then. It moves focus there once that control is rendered
 * and enabled (a frame or two after the answer), unless focus was elsewhere to begin with or the
 * user has moved it on meanwhile.
 */
export function focusAfterChange(): (label: string) => void {
  const before = document.activeElement;
  return (label) => {
    if (!(before instanceof HTMLElement) || before === document.body) return;
    let frames = 30;
    const step = () => {
      const now = document.activeElement;
      if (now && now !== document.body && now !== before) return;
      const next = document.querySelector<HTMLButtonElement>(
        `button[aria-label="${CSS.escape(label)}"]`,
      );
      if (next && !next.disabled) {
        if (next !== now) next.focus();
        return;
      }
      if (--frames > 0) requestAnimationFrame(step);
    };
    step();
  };
}
