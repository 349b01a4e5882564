import type { ReactNode } from 'react';
import { Modal } from '@/components/modal';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from '../strings';
import { formatPhone, telHref } from '@/lib/phone';
import type { Phones } from '@/lib/resources/roster/roster-schemas';
import { rosterStrings } from './roster-strings';
import './roster.css';

/** What is known of an employee; fields left empty are not shown. */
export interface EmployeeDetails {
  name: string;
  employeeNumber: string;
  title?: string;
  email?: string;
  phones?: Phones;
  dutySiteName?: string;
}

/** An employee: number, title, duty site, e-mail and phones (each phone can be called). */
export function EmployeeDialog({
  employee: e,
  onClose,
}: {
  employee: EmployeeDetails;
  onClose: () => void;
}) {
  const t = useStrings(rosterStrings);
  const common = useStrings(commonStrings);
  const phone = (raw = ''): ReactNode =>
    raw ? <a href={telHref(raw)}>{formatPhone(raw)}</a> : null;
  const fields: [string, ReactNode][] = [
    [t.employeeNumber, e.employeeNumber],
    [t.employeeTitle, e.title],
    [t.dutySite, e.dutySiteName],
    [t.email, e.email ? <a href={`mailto:${e.email}`}>{e.email}</a> : null],
    [t.phoneWork, phone(e.phones?.work)],
    [t.phoneHome, phone(e.phones?.home)],
    [t.phonePrivate, phone(e.phones?.private)],
  ];
  return (
    <Modal
      className="roster-dialog"
      title={e.name || t.employeeDetails}
      closeLabel={common.close}
      onClose={onClose}
    >
      <dl className="details">
        {fields
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </Modal>
  );
}
