import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDistrictsWith } from '@/lib/auth/use-districts-with';
import { dutyContactsQuery } from '@/lib/resources/roster/get-duty-contacts';
import { positionsQuery } from '@/lib/resources/roster/get-positions';
import { staffAccess } from '../access';
import { indexContacts, toStaffRows } from '../lib/staff-rows';

/**
 * Where the phones and e-mail of the list stand: spec 1 gives them to the duty sign-ins
 * (staff/overview/dutysignins), read beside the positions where the user may read them.
 */
export type ContactsState = 'loading' | 'loaded' | 'failed' | 'noAccess';

/**
 * The positions of a district and day, with a cancel that really aborts the request (React
 * Query's signal reaches fetch). A cancelled choice stays cancelled, and fetches nothing, until
 * the user asks again or chooses another day or district. An answer for an earlier choice never
 * shows: each choice has its own key, and the request of a choice left behind is aborted when
 * nothing observes it any more. The day's duty sign-ins add phones, e-mail and the duty's id to
 * the rows when they come; the list does not wait for them.
 */
export function useStaffPositions(districtId: number | null, day: string, absents: boolean) {
  const queryClient = useQueryClient();
  const options = positionsQuery(districtId, day, absents);
  const choice = options.queryKey.join('|');
  const [cancelledChoice, setCancelledChoice] = useState<string | null>(null);
  // Another day or district starts loading; coming back to a cancelled one loads it again too.
  const [lastChoice, setLastChoice] = useState(choice);
  if (lastChoice !== choice) {
    setLastChoice(choice);
    setCancelledChoice(null);
  }
  const cancelled = cancelledChoice === choice;
  // Cancelled, no query is observed (nor fetched); the sign-ins only where their access holds.
  const query = useQuery(cancelled ? positionsQuery(null, day, absents) : options);
  const signinsIn = useDistrictsWith(staffAccess.signins).districtId;
  const contactsQuery = useQuery(
    dutyContactsQuery(districtId === null || cancelled ? null : signinsIn, day),
  );
  const contacts = useMemo(
    () => (contactsQuery.data ? indexContacts(contactsQuery.data) : undefined),
    [contactsQuery.data],
  );
  const rows = useMemo(
    () => (query.data ? toStaffRows(query.data, contacts) : undefined),
    [query.data, contacts],
  );
  const contactsState: ContactsState =
    signinsIn === null
      ? 'noAccess'
      : contactsQuery.data
        ? 'loaded'
        : contactsQuery.isError
          ? 'failed'
          : 'loading';
  const cancel = () => {
    setCancelledChoice(choice);
    void queryClient.cancelQueries({ queryKey: options.queryKey });
  };
  const loadAgain = () => setCancelledChoice(null);
  return { query, rows, contactsState, cancelled, cancel, loadAgain };
}
