import { useCallback, useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@/components/alert';
import { QueryState } from '@/components/query-state';
import { useStrings } from '@/lib/i18n';
import { useCurrentDistrict } from '@/stores/district';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import { messageQuery } from '../api/get-message';
import type { Message } from '../api/schemas';
import { fromCustomData } from '../lib/custom-data';
import { emptyForm, type MessageForm } from '../lib/message-form';
import { PREFILL_LIMITS, prefillDigest, readPrefill } from '../lib/prefill';
import { ROOT_PARENT_ID } from '../lib/constants';
import { rootIdOf } from '../lib/threads';
import { messageStrings } from '../strings';
import { ComposeForm } from './compose-form';
import { ThreadView } from './thread-view';
import { useMessageDistricts } from './use-message-districts';
import './message.css';

/** /message/edit (new, prefilled from the query), /message/edit/{id} and /message/{id}. */
export function ComposePage() {
  const { messageId } = useParams();
  const t = useStrings(messageStrings);
  const id = Number(messageId);
  if (messageId === undefined) return <NewCompose />;
  if (!Number.isInteger(id) || id <= 0)
    return (
      <>
        <Alert>{t.threadLoadError}</Alert>
        <BackToList />
      </>
    );
  return <UpdateCompose key={id} id={id} />;
}

function NewCompose() {
  const t = useStrings(messageStrings);
  const { search } = useLocation();
  const sendable = useMessageDistricts();
  const current = useCurrentDistrict();
  const { data: districts } = useDistricts();
  const { form: prefill, cut } = useMemo(() => readPrefill(search), [search]);
  const fallback = current !== null && sendable.includes(current) ? current : (sendable[0] ?? null);
  // A link may name a district where the user cannot send: the form opens on another, and says so.
  const refused =
    prefill.districtId != null && !sendable.includes(prefill.districtId)
      ? prefill.districtId
      : null;
  const initial = useCallback((): MessageForm => {
    const districtId =
      prefill.districtId != null && refused === null ? prefill.districtId : fallback;
    return { ...emptyForm(Date.now(), districtId), ...prefill, districtId };
  }, [prefill, refused, fallback]);
  return (
    <ComposeForm
      key={search}
      scope={`new?${prefillDigest(search)}`}
      initial={initial}
      parentId={ROOT_PARENT_ID}
      title={t.composeTitle}
    >
      {refused !== null ? (
        <p className="page-note" role="status">
          {t.prefillDistrictRefused(districtName(districts, refused))}
        </p>
      ) : null}
      {cut.length > 0 ? (
        <p className="page-note" role="status">
          {t.prefillCut(
            cut
              .map((field) =>
                field === 'trips'
                  ? t.prefillCutTrips(t.trips, PREFILL_LIMITS.trips)
                  : t.prefillCutChars(t[field], PREFILL_LIMITS[field]),
              )
              .join(', '),
          )}
        </p>
      ) : null}
    </ComposeForm>
  );
}

/** The form for an update in the thread of `message`: its groups, district and event data. */
function updateForm(message: Message): MessageForm {
  const fromData = fromCustomData(message.CustomData);
  return {
    ...emptyForm(Date.now(), message.DistrictID),
    ...fromData,
    districtId: message.DistrictID,
    groupIds: [...message.To],
    subject: message.Subject,
    readReceipt: message.ReadReceipt,
    // The new word of the update is typed afresh.
    body: '',
    smsContent: '',
    emailSubject: '',
    emailContent: '',
  };
}

function UpdateCompose({ id }: { id: number }) {
  const t = useStrings(messageStrings);
  const query = useQuery(messageQuery(id));
  return (
    <>
      <QueryState query={query} errorText={t.threadLoadError}>
        {(message) => (
          <ComposeForm
            scope={`message:${id}`}
            initial={() => updateForm(message)}
            parentId={rootIdOf(message)}
            title={t.updateTitle(message.Subject)}
          >
            <ThreadView message={message} />
          </ComposeForm>
        )}
      </QueryState>
      {query.isError ? <BackToList /> : null}
    </>
  );
}

/** Out of a message that cannot be opened (an unknown id, a failed load). */
function BackToList() {
  const t = useStrings(messageStrings);
  return (
    <p>
      <Link to="/message">{t.back}</Link>
    </p>
  );
}
