import { useEffect, useRef } from 'react';
import { useStrings } from '@/lib/i18n';
import { groupAdminStrings } from '../strings';
import { pendingOperation } from '../lib/run-group-save';
import { displayPhones } from '../lib/phones';
import type { DraftRecipient } from '../lib/group-draft';

/** The group's visible recipients, with their unsaved state, remove and (externals) change. */
export function RecipientTable({
  rows,
  onRemove,
  onChange,
  disabled,
}: {
  rows: readonly DraftRecipient[];
  onRemove: (row: DraftRecipient) => void;
  onChange: (row: DraftRecipient) => void;
  disabled: boolean;
}) {
  const t = useStrings(groupAdminStrings);
  const c = t.columnsRecipients;
  // A removed row takes its focused button with it: focus moves to the remove button now in its
  // place (or the last row's), or to the note that no recipient is left, not to the page's body.
  const wrap = useRef<HTMLDivElement>(null);
  const none = useRef<HTMLParagraphElement>(null);
  const removedAt = useRef<number | null>(null);
  useEffect(() => {
    const at = removedAt.current;
    removedAt.current = null;
    if (at === null || (document.activeElement && document.activeElement !== document.body)) return;
    const buttons = wrap.current?.querySelectorAll<HTMLButtonElement>('.row-actions .remove');
    const next = buttons?.length ? buttons[Math.min(at, buttons.length - 1)] : none.current;
    next?.focus();
  });
  if (rows.length === 0)
    return (
      <p className="muted" ref={none} tabIndex={-1}>
        {t.noRecipients}
      </p>
    );
  const state = (row: DraftRecipient) => {
    const op = pendingOperation(row);
    return op === 'create' ? t.stateNew : op === 'update' ? t.stateChanged : '';
  };
  return (
    <div className="table-wrap" ref={wrap}>
      <table className="data">
        <caption className="visually-hidden">{t.recipients}</caption>
        <thead>
          <tr>
            <th scope="col">{c.kind}</th>
            <th scope="col">{c.name}</th>
            <th scope="col">{c.mail}</th>
            <th scope="col">{c.phone}</th>
            <th scope="col">{c.state}</th>
            <th scope="col">
              <span className="visually-hidden">{t.remove}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={row.key} className={state(row) ? 'row-unsaved' : undefined}>
              <td>{t.kind[row.kind]}</td>
              <td>{row.name}</td>
              <td>{row.mail}</td>
              <td>{displayPhones(row.phone)}</td>
              <td>{state(row)}</td>
              <td className="row-actions">
                {row.kind === 'external' ? (
                  <button
                    type="button"
                    className="link-button"
                    aria-label={t.editRecipient(row.name)}
                    disabled={disabled}
                    onClick={() => onChange(row)}
                  >
                    {t.change}
                  </button>
                ) : null}
                <button
                  type="button"
                  className="link-button remove"
                  aria-label={t.removeRecipient(row.name)}
                  disabled={disabled}
                  onClick={() => {
                    removedAt.current = index;
                    onRemove(row);
                  }}
                >
                  {t.remove}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
