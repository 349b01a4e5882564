import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { positionsQuery } from '@/lib/roster/get-positions';
import { toStaffRows } from '../lib/staff-rows';

/**
 * The positions of a district and day, with a cancel that really aborts the request (React
 * Query's signal reaches fetch). A cancelled choice stays cancelled, and fetches nothing, until
 * the user asks again or chooses another day or district. An answer for an earlier choice never
 * shows: each choice has its own key, and the request of a choice left behind is aborted when
 * nothing observes it any more.
 */
export function useStaffPositions(
  districtId: number | null,
  day: string,
  absents: boolean,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const options = positionsQuery(districtId ?? 0, day, absents);
  const choice = options.queryKey.join('|');
  const [cancelledChoice, setCancelledChoice] = useState<string | null>(null);
  // Another day or district starts loading; coming back to a cancelled one loads it again too.
  const [lastChoice, setLastChoice] = useState(choice);
  if (lastChoice !== choice) {
    setLastChoice(choice);
    setCancelledChoice(null);
  }
  const cancelled = cancelledChoice === choice;
  const query = useQuery({
    ...options,
    enabled: enabled && districtId != null && !cancelled,
    select: toStaffRows,
  });
  const cancel = () => {
    setCancelledChoice(choice);
    void queryClient.cancelQueries({ queryKey: options.queryKey });
  };
  const loadAgain = () => setCancelledChoice(null);
  return { query, cancelled, cancel, loadAgain };
}
