import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { YesNo } from '@/components/yes-no';
import { commonStrings } from '@/components/strings';
import { QueryState } from '@/components/query-state';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import { documentUsersQuery } from '../api/get-document-users';
import { documentUserSummaryQuery } from '../api/get-document-user-summary';
import type { DocumentUser, VlsDocument } from '../api/schemas';
import type { FollowupFilter } from '../api/vls-keys';
import { yesNo, type SheetColumn } from '@/lib/export-sheet';
import { vlsStrings } from '../strings';
import { Modal } from '@/components/modal';
import { ExportButton, SHEET_YES_NO } from '@/components/export-button';
import { VirtualTable, type Column } from '@/components/virtual-table';

type Show = 'all' | 'read' | 'unread';

/** The recipients of one document with their receipts; export to a spreadsheet. */
export function RecipientsDialog({
  doc,
  filter,
  scope,
  onClose,
}: {
  doc: VlsDocument;
  filter: FollowupFilter;
  /** What the filter covers, in words ("Skåne, Malmö Lokförare"). */
  scope: string;
  onClose: () => void;
}) {
  const t = useStrings(vlsStrings);
  const common = useStrings(commonStrings);
  const users = useQuery(documentUsersQuery(doc.ID, filter));
  const summary = useQuery(documentUserSummaryQuery(doc.ID));
  const districts = useDistricts();
  const [show, setShow] = useState<Show>('all');
  const rows = useMemo(
    () =>
      (users.data ?? [])
        .filter((u) => show === 'all' || (show === 'read') === u.Read)
        .sort(
          (a, b) => Number(a.Read) - Number(b.Read) || a.LastName.localeCompare(b.LastName, 'sv'),
        ),
    [users.data, show],
  );
  const columns: Column<DocumentUser, never>[] = [
    { id: 'name', header: t.columns.name, cell: (u) => `${u.FirstName} ${u.LastName}` },
    { id: 'number', header: t.columns.employeeNumber, cell: (u) => u.employeeNumber },
    {
      id: 'district',
      header: t.columns.district,
      cell: (u) => (u.DefaultDistrictId ? districtName(districts.data, u.DefaultDistrictId) : ''),
    },
    { id: 'read', header: t.columns.read, cell: (u) => <YesNo value={u.Read} /> },
    { id: 'checked', header: t.columns.checked, cell: (u) => <YesNo value={u.Checked} /> },
  ];
  const sheet: SheetColumn<DocumentUser>[] = [
    { title: t.columns.employeeNumber, value: (u) => u.employeeNumber, width: 14 },
    { title: 'Förnamn', value: (u) => u.FirstName },
    { title: 'Efternamn', value: (u) => u.LastName },
    {
      title: t.columns.district,
      value: (u) => (u.DefaultDistrictId ? districtName(districts.data, u.DefaultDistrictId) : ''),
    },
    { title: t.columns.document, value: () => doc.Name, width: 40 },
    { title: t.columns.read, value: (u) => yesNo(u.Read, SHEET_YES_NO), width: 10 },
    { title: t.columns.checked, value: (u) => yesNo(u.Checked, SHEET_YES_NO), width: 12 },
  ];
  return (
    <Modal
      className="vls-dialog"
      title={t.recipients.title(doc.Name)}
      closeLabel={common.close}
      onClose={onClose}
    >
      {users.data ? (
        <p>
          {t.recipients.summary(
            scope,
            users.data.filter((u) => u.Read).length,
            users.data.length,
            users.data.filter((u) => !u.Read).length,
          )}{' '}
          {/* The server's summary counts every district: said so, where it differs. */}
          {summary.data && summary.data.UserCount !== users.data.length
            ? t.recipients.everywhere(summary.data.ReadCount, summary.data.UserCount)
            : null}
        </p>
      ) : null}
      <div className="toolbar">
        <fieldset className="check-field">
          <legend>{t.recipients.show}</legend>
          {(
            [
              ['all', t.recipients.everyone],
              ['read', t.recipients.hasRead],
              ['unread', t.recipients.hasNotRead],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="check-field">
              <input
                type="radio"
                name="vls-recipients-show"
                checked={show === value}
                onChange={() => setShow(value)}
              />
              {label}
            </label>
          ))}
        </fieldset>
        <ExportButton
          rows={rows}
          columns={sheet}
          sheet="Läskvitton"
          fileName={`laskvitton-${doc.ID}.xlsx`}
        />
        <p role="status">{common.rows(rows.length, users.data?.length ?? 0)}</p>
      </div>
      <QueryState query={users} isEmpty={(list) => list.length === 0} empty={t.recipients.none}>
        {() =>
          rows.length === 0 ? (
            <p className="state state-empty">
              {show === 'read' ? t.recipients.noneRead : t.recipients.allRead}
            </p>
          ) : (
            <VirtualTable
              label={t.recipients.title(doc.Name)}
              rows={rows}
              columns={columns}
              rowKey={(u) => u.UserId}
            />
          )
        }
      </QueryState>
    </Modal>
  );
}
