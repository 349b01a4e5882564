import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { Alert } from '@/components/alert';
import { QueryState } from '@/components/query-state';
import { isApiError } from '@/lib/api/api-error';
import { useSession } from '@/stores/session';
import { useCurrentDistrict } from '@/stores/district';
import { groupAdminStrings } from '../strings';
import { recipientGroupQuery } from '../api/get-recipient-group';
import { draftFromGroup, emptyDraft, type GroupDraft } from '../lib/group-draft';
import { GroupForm } from './group-form';
import { useGroupDraft } from './use-group-draft';
import { useGroupDistricts } from './use-group-districts';
import './groupadmin.css';

/** /message/groupadmin/edit (new group) and /message/groupadmin/edit/{groupId}. */
export function GroupEditPage() {
  const { groupId } = useParams();
  const t = useStrings(groupAdminStrings);
  if (groupId !== undefined && !/^\d+$/.test(groupId)) {
    return (
      <section className="page" aria-labelledby="groupadmin-edit-title">
        <h1 id="groupadmin-edit-title">{t.titleEdit(groupId)}</h1>
        <BackLink />
        <Alert>{t.groupMissing}</Alert>
      </section>
    );
  }
  const id = groupId === undefined ? null : Number(groupId);
  // A new key per group: the stored draft belongs to the group it was made for.
  return <GroupEdit key={id ?? 'new'} groupId={id} />;
}

/** Back to the list; the draft stays (it is only thrown away by Avbryt or a full save). */
function BackLink() {
  const t = useStrings(groupAdminStrings);
  return (
    <p>
      <Link to="/message/groupadmin">{t.back}</Link>
    </p>
  );
}

function GroupEdit({ groupId }: { groupId: number | null }) {
  const t = useStrings(groupAdminStrings);
  const userId = useSession()?.userId ?? '';
  const current = useCurrentDistrict();
  const changeable = useGroupDistricts().changeable;
  const query = useQuery(recipientGroupQuery(groupId, userId));
  const startDistrict = changeable.some((d) => d.id === current) ? current : null;
  const base: GroupDraft | null =
    groupId === null ? emptyDraft(startDistrict) : query.data ? draftFromGroup(query.data) : null;
  const { draft, restored, change, store, discard } = useGroupDraft(groupId, base);
  const title = groupId === null ? t.titleNew : t.titleEdit(draft?.name ?? query.data?.Name ?? '');
  const missing = isApiError(query.error) && query.error.status === 404;
  // Arriving from a half-saved new group is not a draft "from before".
  const state = useLocation().state as { failures?: unknown } | null;
  const [fromSave] = useState(() => state?.failures !== undefined);

  return (
    <section className="page" aria-labelledby="groupadmin-edit-title">
      <h1 id="groupadmin-edit-title">{title}</h1>
      <BackLink />
      {restored && !fromSave ? (
        <div className="draft-note" role="status">
          <span>{t.draftRestored}</span>
          <button type="button" className="link-button" onClick={discard}>
            {t.discardDraft}
          </button>
        </div>
      ) : null}
      {draft ? (
        <GroupForm draft={draft} change={change} store={store} discard={discard} />
      ) : missing ? (
        <Alert>{t.groupMissing}</Alert>
      ) : (
        <QueryState query={query} errorText={t.loadError}>
          {() => null}
        </QueryState>
      )}
    </section>
  );
}
