import { useStrings } from '@/lib/i18n';
import { Alert } from '@/components/alert';
import { groupAdminStrings } from '../strings';
import { partialTitle, saveFailureLine } from '../lib/form-messages';
import type { SaveFailure } from '../lib/run-group-save';
import type { ChannelsLost } from '../api/save-recipient-group';

/** Precisely what a save did not save, or may not have (the rest is saved and the draft kept). */
export function SaveReport({ failures }: { failures: readonly SaveFailure[] }) {
  const t = useStrings(groupAdminStrings);
  if (failures.length === 0) return null;
  const groupFailed = failures.some((f) => f.operation === 'group');
  return (
    <Alert>
      {groupFailed ? (
        <p>{saveFailureLine(failures[0]!, t)}</p>
      ) : (
        <>
          <p>{partialTitle(failures, t)}</p>
          <ul>
            {failures.map((f) => (
              <li key={`${f.key}-${f.operation}`}>{saveFailureLine(f, t)}</li>
            ))}
          </ul>
          <p>{t.partialHint}</p>
        </>
      )}
    </Alert>
  );
}

/**
 * The server did not keep the channels that were saved (RecipientTypes is not in spec 2 §7: a
 * server may ignore it). Said plainly: the group is saved, its channels are not as chosen.
 */
export function ChannelsNote({ lost }: { lost: ChannelsLost | null }) {
  const t = useStrings(groupAdminStrings);
  if (!lost) return null;
  const names = (ids: readonly number[]) =>
    ids.length === 0 ? t.noChannels : ids.map((id) => t.channel[id] ?? String(id)).join(', ');
  return (
    <Alert>
      <p>{t.channelsNotKept(names(lost.chosen), names(lost.kept))}</p>
    </Alert>
  );
}
