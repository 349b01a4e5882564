import type { ReactNode } from 'react';

/**
 * The one way to show a failure to the user: read out at once (role=alert), one look (`.alert`).
 * `action` (a retry or close button) sits at its end; `id` lets a field name it in
 * aria-describedby. With nothing to say it stays mounted as an empty, unseen live region.
 */
export function Alert({
  id,
  children,
  action,
}: {
  id?: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const said = children !== null && children !== undefined && children !== false && children !== '';
  return (
    <div id={id} className="alert" role="alert">
      {said ? <div>{children}</div> : null}
      {action}
    </div>
  );
}
