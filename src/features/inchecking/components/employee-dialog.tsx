import { formatPhone } from '../lib/phone';
import type { SigninRow } from '../lib/signin-rows';
import type { IncheckingStrings } from '../strings';
import { Modal } from '@/components/modal';

/** The employee of a sign-in: name, number, title, e-mail and phones. */
export function EmployeeDialog({
  row,
  onClose,
  t,
}: {
  row: SigninRow;
  onClose: () => void;
  t: IncheckingStrings;
}) {
  const e = row.employee;
  const fields: [string, string][] = [
    [t.employeeNumber, e.employeeNumber],
    [t.employeeTitle, e.title],
    [t.email, e.email],
    [t.phoneWork, formatPhone(e.phones.work)],
    [t.phoneHome, formatPhone(e.phones.home)],
    [t.phonePrivate, formatPhone(e.phones.private)],
  ];
  return (
    <Modal
      className="inchecking-dialog"
      title={e.name || t.employeeDetails}
      closeLabel={t.close}
      onClose={onClose}
    >
      <dl className="details">
        {fields
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{label === t.email ? <a href={`mailto:${value}`}>{value}</a> : value}</dd>
            </div>
          ))}
      </dl>
    </Modal>
  );
}
