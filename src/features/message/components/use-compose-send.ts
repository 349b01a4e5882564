import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/components/toast';
import { useStrings } from '@/lib/i18n';
import { useSession } from '@/stores/session';
import { useSendGroupMessage, type GroupSendBody } from '../api/send-group-message';
import type { MessageForm } from '../lib/message-form';
import type { SendOutcome } from '../lib/send-exactly-once';
import { messageStrings } from '../strings';
import { findSentGroupMessage } from './find-sent';
import { sentText } from './send-feedback';
import type { useDraft } from './use-draft';
import { useSendOnce } from './use-send-once';

/**
 * The group send of the compose form, exactly once (useSendOnce: the draft's Web Lock and its
 * stored mark; an unknown outcome is looked for in the list before anything is sent again).
 * Once sent, the draft starts again from `initial`, the toast says so and the list opens.
 */
export function useComposeSend(
  draft: ReturnType<typeof useDraft<MessageForm>>,
  initial: () => MessageForm,
) {
  const t = useStrings(messageStrings);
  const navigate = useNavigate();
  const userId = useSession()?.userId ?? '';
  const { reset } = draft;
  const onSent = useCallback(
    (result: SendOutcome) => {
      reset(initial());
      showToast(sentText(t, result), 'success');
      void navigate('/message');
    },
    [reset, initial, navigate, t],
  );
  const look = useCallback(
    (since: number, body: GroupSendBody) => findSentGroupMessage(since, body, userId),
    [userId],
  );
  const sender = useSendOnce({ draft, look, onSent });
  const { mutateAsync } = useSendGroupMessage(sender.guard);
  const sendBody = (body: GroupSendBody) => sender.run(() => mutateAsync(body));
  return { ...sender, sendBody };
}
