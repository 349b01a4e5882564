import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { recipientGroupsQuery } from '@/lib/resources/recipient-groups/get-recipient-groups';
import { useSession } from '@/stores/session';
import { useGroupDistricts } from './use-group-districts';

/**
 * What the edit form offers a group in `districtId`: the districts it may be put in (those where
 * groups may be changed, and its own shown beside them when it is not one of them), whether it
 * may be changed here at all, every group (the recipient pickers read them), and the senders
 * the other groups of its district use.
 */
export function useGroupChoices(districtId: number | null) {
  const userId = useSession()?.userId ?? '';
  const districts = useGroupDistricts();
  const groupsQuery = useQuery(recipientGroupsQuery(userId));
  const groupsData = groupsQuery.data;
  const groups = useMemo(() => groupsData ?? [], [groupsData]);
  const senders = useMemo(
    () =>
      [
        ...new Set(groups.filter((g) => g.DistrictID === districtId && g.From).map((g) => g.From)),
      ].sort(),
    [groups, districtId],
  );
  const changeableHere = districts.changeable.some((d) => d.id === districtId);
  return {
    canChange: districtId === null || changeableHere,
    choices: changeableHere
      ? districts.changeable
      : [...districts.changeable, ...districts.offered.filter((d) => d.id === districtId)],
    allDistricts: districts.all,
    groups,
    groupsQuery,
    senders,
  };
}
