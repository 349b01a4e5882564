import type { ButtonHTMLAttributes } from 'react';

/**
 * A button that its own press can make unavailable (this week, next day, next page). It is marked
 * `aria-disabled` instead of `disabled`: a disabled button drops keyboard focus to the page's body,
 * so a keyboard user would start again from the top; this one keeps focus, a screen reader still
 * says it is unavailable, and a press does nothing.
 */
export function FocusKeepingButton({
  unavailable,
  onClick,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'disabled' | 'aria-disabled'> & {
  unavailable: boolean;
}) {
  return (
    <button
      {...rest}
      type="button"
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        if (unavailable) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
