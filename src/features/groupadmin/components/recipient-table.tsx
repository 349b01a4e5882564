import { useStrings } from '@/lib/i18n';
import { groupAdminStrings } from '../strings';
import { pendingOperation } from '../lib/run-group-save';
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
  if (rows.length === 0) return <p className="muted">{t.noRecipients}</p>;
  const state = (row: DraftRecipient) => {
    const op = pendingOperation(row);
    return op === 'create' ? t.stateNew : op === 'update' ? t.stateChanged : '';
  };
  return (
    <div className="table-wrap">
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
          {rows.map((row) => (
            <tr key={row.key} className={state(row) ? 'row-unsaved' : undefined}>
              <td>{t.kind[row.kind]}</td>
              <td>{row.name}</td>
              <td>{row.mail}</td>
              <td>{row.phone}</td>
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
                  className="link-button"
                  aria-label={t.removeRecipient(row.name)}
                  disabled={disabled}
                  onClick={() => onRemove(row)}
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
