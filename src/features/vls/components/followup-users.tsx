import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useStrings } from '@/lib/i18n';
import { commonStrings } from '@/components/strings';
import { Alert } from '@/components/alert';
import { QueryState } from '@/components/query-state';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import { EMPTY_SEARCH_MESSAGE, searchUsersQuery } from '../api/search-document-users';
import type { DocumentUser } from '../api/schemas';
import type { FollowupFilter } from '../api/vls-keys';
import { sortBy, type Sort } from '@/lib/sort';
import { vlsStrings } from '../strings';
import { VirtualTable, type Column } from '@/components/virtual-table';
import { useRowsPainted } from '@/components/use-rows-painted';

type UserSortKey = 'name' | 'employeeNumber' | 'DocumentCount' | 'UnreadCount';
const userValue = (u: DocumentUser, key: UserSortKey): unknown =>
  key === 'name' ? `${u.LastName} ${u.FirstName}` : u[key];

const userKey = (u: DocumentUser) => u.UserId;

/**
 * The review of a user: their name and employee number, and from 'Alla distrikt' every follow-up
 * district.
 */
export function reviewLink(u: DocumentUser, allDistricts: boolean): string {
  const query = new URLSearchParams({
    name: `${u.FirstName} ${u.LastName}`.trim(),
    nr: u.employeeNumber,
  });
  if (allDistricts) query.set('districts', 'all');
  return `/vls/review/user/${encodeURIComponent(u.UserId)}?${query.toString()}`;
}

/**
 * Follow-up per user: the server's user search (as you type, and on "Sök"; spec 1 §5: it needs
 * text). Without text nothing is asked: the spec's user list is the search (GET doc
 * /v1/document/users is about one document). Each word is its own query: an older answer that
 * arrives late never replaces the newer one. A name leads to the review of that user, carrying
 * the name and, from 'Alla distrikt', that every district is meant (see `reviewLink`).
 */
export function FollowupUsers({ filter }: { filter: FollowupFilter }) {
  const t = useStrings(vlsStrings);
  const common = useStrings(commonStrings);
  const inputId = useId();
  const [text, setText] = useState('');
  const [word, setWord] = useState('');
  const [refused, setRefused] = useState(false);
  const [sort, setSort] = useState<Sort<UserSortKey>>({ key: 'UnreadCount', direction: 'desc' });
  const districts = useDistricts();
  useEffect(() => {
    const timer = setTimeout(() => setWord(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useQuery(searchUsersQuery(word, filter));
  const rows = useMemo(() => sortBy(query.data ?? [], sort, userValue), [query.data, sort]);
  useRowsPainted('vls-followup-users:rows-painted', rows.length);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefused(!text.trim());
    setWord(text.trim());
  };
  // Made again only when their texts or the district names change, so that typing in the
  // search field re-renders no row.
  const columns = useMemo(
    (): Column<DocumentUser, UserSortKey>[] => [
      {
        id: 'name',
        header: t.columns.name,
        sortKey: 'name',
        cell: (u) => (
          <Link to={reviewLink(u, filter.districtId === null)}>
            {u.FirstName} {u.LastName}
          </Link>
        ),
      },
      {
        id: 'number',
        header: t.columns.employeeNumber,
        sortKey: 'employeeNumber',
        cell: (u) => u.employeeNumber,
      },
      {
        id: 'district',
        header: t.columns.district,
        cell: (u) => (u.DefaultDistrictId ? districtName(districts.data, u.DefaultDistrictId) : ''),
      },
      {
        id: 'docs',
        header: t.columns.documents,
        sortKey: 'DocumentCount',
        cell: (u) => u.DocumentCount,
      },
      {
        id: 'unread',
        header: t.columns.unread,
        sortKey: 'UnreadCount',
        cell: (u) => u.UnreadCount,
      },
    ],
    [t, districts.data, filter.districtId],
  );
  return (
    <>
      <form className="toolbar" role="search" onSubmit={submit}>
        <label htmlFor={inputId}>
          {t.followup.search}
          <input
            id={inputId}
            type="search"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              if (e.target.value.trim()) setRefused(false);
            }}
          />
        </label>
        <button type="submit">{t.followup.searchButton}</button>
        {query.isFetching ? <span role="status">{t.followup.searching}</span> : null}
      </form>
      {refused ? <Alert>{EMPTY_SEARCH_MESSAGE}</Alert> : null}
      {word ? (
        <QueryState query={query} isEmpty={(d) => d.length === 0} empty={t.followup.emptyUsers}>
          {(users) => (
            <>
              <p role="status">{common.rows(rows.length, users.length)}</p>
              <VirtualTable
                label={t.followup.byUser}
                rows={rows}
                columns={columns}
                rowKey={userKey}
                sort={sort}
                onSort={setSort}
              />
            </>
          )}
        </QueryState>
      ) : (
        <p className="state">{t.followup.searchFirst}</p>
      )}
    </>
  );
}
