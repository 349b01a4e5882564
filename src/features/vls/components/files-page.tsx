import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DistrictGate } from '@/components/district-gate';
import { useStrings } from '@/lib/i18n';
import { QueryState } from '@/components/query-state';
import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { allDocumentsQuery } from '../api/get-documents';
import { documentValue, type DocumentSortKey } from '../lib/document-list';
import { sortBy, type Sort } from '@/lib/sort';
import { vlsAccess } from '../access';
import { vlsStrings } from '../strings';
import { AllDocumentsTable } from './all-documents-table';

const NO_TAGS: readonly number[] = [];

/** /vls/files: the district's documents, newest first, and the way to upload more. */
export function FilesPage() {
  const t = useStrings(vlsStrings);
  const userId = useSession()?.userId ?? '';
  return (
    <section className="page" aria-labelledby="vls-files-title">
      <h1 id="vls-files-title">{t.files.title}</h1>
      <p className="muted">{t.files.intro}</p>
      <p>
        <Link to="/vls/files/upload">{t.files.uploadLink}</Link>
      </p>
      <DistrictGate rule={vlsAccess.readAll} noAccess={t.noDistrictAccess(t.files.title)}>
        <UploadedList userId={userId} />
      </DistrictGate>
    </section>
  );
}

/** The list (loading, error, empty and the table). */
function UploadedList({ userId }: { userId: string }) {
  const t = useStrings(vlsStrings);
  const districtId = useCurrentDistrict();
  const query = useQuery(allDocumentsQuery(userId, districtId, NO_TAGS));
  const [sort, setSort] = useState<Sort<DocumentSortKey>>({
    key: 'PublishedDateTime',
    direction: 'desc',
  });
  const docs = useMemo(() => sortBy(query.data ?? [], sort, documentValue), [query.data, sort]);
  return (
    <QueryState query={query} isEmpty={(d) => d.length === 0} empty={t.files.empty}>
      {() => <AllDocumentsTable docs={docs} sort={sort} onSort={setSort} userId={userId} />}
    </QueryState>
  );
}
