import { useCallback, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { DateField } from '@/components/date-field';
import { LoadingState, QueryState } from '@/components/query-state';
import { useAccess } from '@/lib/auth/use-access';
import { useStrings } from '@/lib/i18n';
import { useDistricts } from '@/lib/resources/org/get-districts';
import { sortBy } from '@/lib/sort';
import { useIdleSorts } from '@/lib/use-idle-sorts';
import { addDaysToKey, startOfStockholmDay, toDateKey } from '@/lib/time/stockholm';
import { messageAccess } from '../access';
import { messagesQuery } from '../api/get-messages';
import { LIST_MIN_DAY } from '../lib/constants';
import { buildThreads, threadSortValue, type Thread, type ThreadSortKey } from '../lib/threads';
import { messageStrings } from '../strings';
import { MessageTable } from './message-table';
import { useListPrefs } from './use-list-prefs';
import { useMessageDistricts } from './use-message-districts';
import { firstAnswerPending } from './first-answer';
import { useMessageGroups } from './use-message-groups';
import './message.css';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const THREAD_SORT_KEYS: readonly ThreadSortKey[] = [
  'number',
  'subject',
  'validFrom',
  'validTo',
  'updates',
];
const sortThreadsAscending = (threads: readonly Thread[], key: ThreadSortKey) =>
  sortBy(threads, { key, direction: 'asc' }, threadSortValue);

/** /message: the threads of a day in the districts where the user holds either access. */
export function MessageListPage() {
  const t = useStrings(messageStrings);
  const today = toDateKey();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const day = DAY.test(asked) && asked >= LIST_MIN_DAY && asked <= today ? asked : today;
  const [prefs, setPrefs] = useListPrefs();
  const districtIds = useMessageDistricts();
  const canSend = useAccess(messageAccess.send);
  const { data: districts } = useDistricts();
  const query = useQuery(
    messagesQuery({ day, showInactive: prefs.showInactive, districts: districtIds }),
  );
  const groupsQuery = useMessageGroups();
  const groups = useMemo(
    () => new Map((groupsQuery.data ?? []).map((g) => [g.ID, g])),
    [groupsQuery.data],
  );
  const threads = useMemo(() => buildThreads(query.data ?? []), [query.data]);
  const sorted = useMemo(() => sortBy(threads, prefs.sort, threadSortValue), [threads, prefs.sort]);
  useIdleSorts(threads, THREAD_SORT_KEYS, sortThreadsAscending);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setExpanded((previous) => {
        const next = new Set(previous);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  // Active while valid at the reference moment (as on the server): for today the moment the
  // list arrived, for an earlier day its end.
  const reference =
    day === today ? query.dataUpdatedAt : startOfStockholmDay(addDaysToKey(day, 1)).getTime();
  const isInactive = useCallback(
    (thread: Thread) => (thread.validTo?.getTime() ?? Infinity) < reference,
    [reference],
  );

  return (
    <section className="page message-list" aria-labelledby="message-list-title">
      <h1 id="message-list-title">{t.title}</h1>
      <div className="toolbar">
        <DateField
          label={t.day}
          placeholder={t.dayPlaceholder}
          value={day}
          min={LIST_MIN_DAY}
          max={today}
          clearable={false}
          onChange={(value) =>
            setParams(value && value !== today ? { date: value } : {}, { replace: true })
          }
        />
        <label className="check-field">
          <input
            type="checkbox"
            checked={prefs.showInactive}
            onChange={(e) => setPrefs({ showInactive: e.target.checked })}
          />
          {t.showInactive}
        </label>
        {canSend ? (
          <Link className="button-link" to="/message/edit">
            {t.newMessage}
          </Link>
        ) : null}
      </div>
      {districtIds.length === 0 ? (
        <p className="state state-empty">{t.noDistricts}</p>
      ) : (
        <QueryState
          query={query}
          errorText={t.loadError}
          isEmpty={() => threads.length === 0}
          empty={t.empty}
        >
          {() =>
            // The rows name their groups: drawn before the names, each row's height changed.
            firstAnswerPending(groupsQuery) ? (
              <LoadingState />
            ) : (
              <>
                <p role="status" className="muted">
                  {t.threads(threads.length)}
                </p>
                <MessageTable
                  threads={sorted}
                  groups={groups}
                  districts={districts}
                  sort={prefs.sort}
                  onSort={(sort) => setPrefs({ sort })}
                  expanded={expanded}
                  onToggle={toggle}
                  isInactive={isInactive}
                />
              </>
            )
          }
        </QueryState>
      )}
    </section>
  );
}
