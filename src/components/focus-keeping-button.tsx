import type { ComponentPropsWithRef } from 'react';

/**
 * A button that its own press can make unavailable (this week, next day, next page, a save under
 * way). It is marked `aria-disabled` instead of `disabled`: a disabled button drops keyboard focus
 * to the page's body, so a keyboard user would start again from the top; this one keeps focus, a
 * screen reader still says it is unavailable, and a press does nothing (a submit button's press,
 * by a click or Enter in a field, submits nothing).
 */
export function FocusKeepingButton({
  unavailable,
  onClick,
  type = 'button',
  ...rest
}: Omit<ComponentPropsWithRef<'button'>, 'aria-disabled'> & {
  unavailable: boolean;
}) {
  return (
    <button
      {...rest}
      type={type}
      aria-disabled={unavailable || undefined}
      onClick={(event) => {
        if (unavailable) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
