import { useCallback, useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { LoadingState } from '@/components/query-state';
import { Alert } from '@/components/alert';
import { useStrings } from '@/lib/i18n';
import { useCurrentDistrict } from '@/stores/district';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import { emptyForm, type MessageForm } from '../lib/message-form';
import { PREFILL_LIMITS, prefillDigest, readPrefill } from '../lib/prefill';
import { ROOT_PARENT_ID } from '../lib/constants';
import { messageStrings } from '../strings';
import { ComposeForm } from './compose-form';
import { useMessageDistricts } from './use-message-districts';
import { firstAnswerPending } from './first-answer';
import { useMessageGroups } from './use-message-groups';
import { BackToList, UpdateCompose } from './update-compose';
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
  const groups = useMessageGroups();
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
  // The form is drawn with its recipient groups (see firstAnswerPending).
  if (firstAnswerPending(groups)) return <LoadingState />;
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
