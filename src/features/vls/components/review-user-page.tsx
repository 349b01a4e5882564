import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { QueryState } from '@/components/query-state';
import { formatDate } from '@/lib/time';
import { useCurrentDistrict } from '@/stores/district';
import { userDocumentsQuery } from '../api/get-documents';
import { staffQuery } from '../api/get-document-users';
import type { VlsDocument } from '../api/schemas';
import { unreadFirst } from '../lib/document-list';
import { yesNo, type SheetColumn } from '@/lib/export-sheet';
import { vlsStrings } from '../strings';
import { vlsAccess } from '../access';
import { DistrictAccess } from './district-access';
import { VirtualTable } from '@/components/virtual-table';
import { documentColumns, type DocumentColumn } from './document-columns';
import { ExportButton, SHEET_YES_NO } from '@/components/export-button';

/** /vls/review/user/{userid}: one user's documents with read and checked state. */
export function ReviewUserPage() {
  const t = useStrings(vlsStrings);
  return (
    <DistrictAccess title={t.followup.title} rule={vlsAccess.followup} view={t.tabs.followup}>
      <ReviewUser />
    </DistrictAccess>
  );
}

function ReviewUser() {
  const t = useStrings(vlsStrings);
  const userId = useParams().userid ?? '';
  const districtId = useCurrentDistrict();
  const query = useQuery(userDocumentsQuery(userId, districtId));
  const staff = useQuery(staffQuery({ districtId, dutySiteId: null }));
  const person = staff.data?.find((u) => u.UserId === userId);
  const name = person ? `${person.FirstName} ${person.LastName}` : userId;
  const docs = useMemo(() => unreadFirst(query.data ?? []), [query.data]);
  const c = documentColumns(t);
  const columns: DocumentColumn[] = [c.name(), c.published, c.read, c.checked];
  const sheet: SheetColumn<VlsDocument>[] = [
    { title: t.columns.document, value: (d) => d.Name, width: 50 },
    { title: t.columns.published, value: (d) => formatDate(d.PublishedDateTime) },
    { title: t.columns.mandatory, value: (d) => yesNo(d.ReadReceipt, SHEET_YES_NO), width: 12 },
    { title: t.columns.read, value: (d) => yesNo(d.UserRead, SHEET_YES_NO), width: 10 },
    { title: t.columns.checked, value: (d) => yesNo(d.UserChecked, SHEET_YES_NO), width: 12 },
  ];
  return (
    <section className="page" aria-labelledby="vls-review-title">
      <p>
        <Link to="/vls/followupReadingRecipt">{t.review.back}</Link>
      </p>
      <h1 id="vls-review-title">{t.review.title(name)}</h1>
      <QueryState query={query} isEmpty={(d) => d.length === 0} empty={t.review.empty}>
        {() => (
          <>
            <div className="toolbar">
              <ExportButton
                rows={docs}
                columns={sheet}
                sheet="Dokument"
                fileName={`granskning-${person?.employeeNumber ?? 'anvandare'}.xlsx`}
              />
            </div>
            <VirtualTable
              label={t.review.title(name)}
              rows={docs}
              columns={columns}
              rowKey={(d) => d.ID}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
