import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { VirtualTable, type Column } from '@/components/virtual-table';
import { useStrings } from '@/lib/i18n';
import { formatDateTime } from '@/lib/time/stockholm';
import type { Sort } from '@/lib/sort';
import type { District } from '@/lib/resources/org/get-districts';
import { districtName } from '@/lib/resources/org/get-districts';
import type { RecipientGroup } from '../api/schemas';
import { channelOf } from '../lib/constants';
import type { Thread, ThreadSortKey } from '../lib/threads';
import { messageStrings } from '../strings';
import { MessageBody } from './message-body';
import { ThreadMessages } from './thread-messages';
import { useRowsPainted } from '@/components/use-rows-painted';

const threadKey = (thread: Thread) => thread.id;

/** The threads of the day: one row each, its updates opened in place. */
export function MessageTable({
  threads,
  groups,
  districts,
  sort,
  onSort,
  expanded,
  onToggle,
  isInactive,
}: {
  threads: readonly Thread[];
  groups: ReadonlyMap<number, RecipientGroup>;
  districts: readonly District[] | undefined;
  sort: Sort<ThreadSortKey>;
  onSort: (sort: Sort<ThreadSortKey>) => void;
  expanded: ReadonlySet<number>;
  onToggle: (id: number) => void;
  isInactive: (thread: Thread) => boolean;
}) {
  const t = useStrings(messageStrings);
  const columns = useMemo((): Column<Thread, ThreadSortKey>[] => {
    const groupText = (id: number) => {
      const group = groups.get(id);
      if (!group) return t.unknownGroup(id);
      const channels = group.RecipientTypes.map(channelOf)
        .filter((c) => c !== null)
        .map((c) => t.channels[c]);
      return `${group.Name} ${t.groupChannels(channels.join(', '))}`;
    };
    return [
      { id: 'number', header: t.columns.number, sortKey: 'number', cell: (r) => r.number },
      {
        id: 'subject',
        header: t.columns.subject,
        sortKey: 'subject',
        className: 'col-subject',
        cell: (r) => (
          <>
            <Link to={`/message/${r.id}`} aria-label={t.openThread(r.subject)}>
              {r.subject}
            </Link>
            {isInactive(r) ? <span className="badge badge-muted">{t.inactive}</span> : null}
          </>
        ),
      },
      {
        id: 'validFrom',
        header: t.columns.validFrom,
        sortKey: 'validFrom',
        cell: (r) => formatDateTime(r.validFrom),
      },
      {
        id: 'validTo',
        header: t.columns.validTo,
        sortKey: 'validTo',
        cell: (r) => formatDateTime(r.validTo),
      },
      {
        id: 'districts',
        header: t.columns.districts,
        cell: (r) => r.districtIds.map((d) => districtName(districts, d)).join(', '),
      },
      {
        id: 'groups',
        header: t.columns.groups,
        className: 'col-groups',
        cell: (r) => r.groupIds.map(groupText).join('; '),
      },
      {
        id: 'updates',
        header: t.columns.updates,
        sortKey: 'updates',
        cell: (r) =>
          r.updates.length === 0 ? (
            '0'
          ) : (
            <button
              type="button"
              className="link-button"
              aria-expanded={expanded.has(r.id)}
              aria-label={
                expanded.has(r.id)
                  ? t.hideUpdates(r.subject)
                  : t.showUpdates(r.updates.length, r.subject)
              }
              onClick={() => onToggle(r.id)}
            >
              {t.updateCount(r.updates.length)}
            </button>
          ),
      },
      {
        id: 'body',
        header: t.columns.body,
        className: 'col-body',
        cell: (r) =>
          expanded.has(r.id) ? (
            <ThreadMessages messages={[r.root, ...r.updates]} />
          ) : (
            <MessageBody body={r.latest.Body} html={r.latest.HTML} className="message-body clamp" />
          ),
      },
    ];
  }, [t, groups, districts, expanded, onToggle, isInactive]);

  // For the bench (scripts/bench/message.mjs): the moment the first rows are painted.
  useRowsPainted('message:rows-painted', threads.length);

  return (
    <VirtualTable
      label={t.listLabel}
      rows={threads}
      columns={columns}
      rowKey={threadKey}
      sort={sort}
      onSort={onSort}
      rowClassName={(r) => (isInactive(r) ? 'row-inactive' : undefined)}
      rowHeight={72}
      // Rows are tall (two lines of body): four beyond the view each way are plenty to scroll
      // into, and every row rendered is laid out and painted again on each sort.
      overscan={4}
    />
  );
}
