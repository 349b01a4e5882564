import { useMemo } from 'react';
import { districtsWithAccess } from '@/lib/auth/access';
import { districtName, useDistricts } from '@/lib/org/get-districts';
import { useSession } from '@/stores/session';
import { CHANGE_DISTRICT_ACCESS, MESSAGE_DISTRICT_IDS, OFFERED_DISTRICT_ACCESS } from '../access';

export interface DistrictOption {
  id: number;
  name: string;
}

/**
 * The districts of group admin: `offered` where the user holds MESSAGE_SEND or
 * MESSAGE_GROUP_ADMIN (spec 2 §6), `changeable` where groups may be saved (MESSAGE_GROUP_ADMIN),
 * and a name for any district id.
 */
export function useGroupDistricts() {
  const access = useSession()?.access;
  const districts = useDistricts().data;
  return useMemo(() => {
    const name = (id: number) => districtName(districts, id);
    const option = (id: number): DistrictOption => ({ id, name: name(id) });
    const held = (names: readonly string[]) =>
      districtsWithAccess(access ?? [], names, MESSAGE_DISTRICT_IDS).map(option);
    return {
      offered: held(OFFERED_DISTRICT_ACCESS),
      changeable: held(CHANGE_DISTRICT_ACCESS),
      all: (districts ?? []).map((d) => ({ id: d.id, name: d.name })),
      name,
    };
  }, [access, districts]);
}
