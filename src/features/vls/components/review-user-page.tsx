import { useMemo } from 'react';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DistrictGate } from '@/components/district-gate';
import { useStrings } from '@/lib/i18n';
import { QueryState } from '@/components/query-state';
import { formatDate } from '@/lib/time/stockholm';
import { useCurrentDistrict } from '@/stores/district';
import { userDocumentsQuery } from '../api/get-documents';
import type { VlsDocument } from '../api/schemas';
import { unreadFirst } from '../lib/document-list';
import { yesNo, type SheetColumn } from '@/lib/export-sheet';
import { vlsStrings } from '../strings';
import { vlsAccess } from '../access';
import { useFollowupFilter } from './use-followup-filter';
import { VirtualTable } from '@/components/virtual-table';
import { documentColumns, type DocumentColumn } from './document-columns';
import { ExportButton, SHEET_YES_NO } from '@/components/export-button';

/**
 * /vls/review/user/{userid}: one user's documents with read and checked state, in the current
 * district, or (`?districts=all`, from the follow-up's 'Alla distrikt') in every district where
 * the reviewer holds DOC_FOLLOWUP, one call per district. The user's name and employee number come
 * with the link (`?name=&nr=`): no call of the spec gives one user by id.
 */
export function ReviewUserPage() {
  const t = useStrings(vlsStrings);
  const [params] = useSearchParams();
  const { followupDistricts } = useFollowupFilter();
  if (params.get('districts') === 'all' && followupDistricts.length)
    return <ReviewUser districts={followupDistricts} all />;
  return (
    <DistrictGate
      title={t.followup.title}
      rule={vlsAccess.followup}
      noAccess={t.noDistrictAccess(t.tabs.followup)}
    >
      <ReviewInDistrict />
    </DistrictGate>
  );
}

function ReviewInDistrict() {
  const districtId = useCurrentDistrict();
  return <ReviewUser districts={districtId === null ? [] : [districtId]} all={false} />;
}

/** The documents of the user in `districts` (a document in several is listed once). */
function useUserDocuments(
  userId: string,
  districts: readonly number[],
): UseQueryResult<VlsDocument[]> {
  return useQueries({
    queries: districts.map((d) => userDocumentsQuery(userId, d)),
    combine: (results): UseQueryResult<VlsDocument[]> => {
      const failed = results.find((r) => r.isError);
      if (failed) return failed;
      const pending = results.find((r) => r.isPending);
      if (pending) return pending;
      const byId = new Map<number, VlsDocument>();
      for (const r of results) for (const d of r.data ?? []) if (!byId.has(d.ID)) byId.set(d.ID, d);
      return { ...results[0]!, data: [...byId.values()] } as UseQueryResult<VlsDocument[]>;
    },
  });
}

function ReviewUser({ districts, all }: { districts: readonly number[]; all: boolean }) {
  const t = useStrings(vlsStrings);
  const userId = useParams().userid ?? '';
  const [params] = useSearchParams();
  const name = params.get('name')?.trim() || userId;
  const employeeNumber = params.get('nr')?.trim() || 'anvandare';
  const query = useUserDocuments(userId, districts);
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
      <QueryState
        query={query}
        isEmpty={(d) => d.length === 0}
        empty={all ? t.review.emptyAll : t.review.empty}
      >
        {() => (
          <>
            <div className="toolbar">
              <ExportButton
                rows={docs}
                columns={sheet}
                sheet="Dokument"
                fileName={`granskning-${employeeNumber}.xlsx`}
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
