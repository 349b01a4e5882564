import { useMemo } from 'react';
import { districtsWithAccess } from '@/lib/auth/access';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import { useSession } from '@/stores/session';
import { GROUP_ADMIN_ACCESS, MESSAGE_DISTRICT_IDS } from '../access';

export interface DistrictOption {
  id: number;
  name: string;
}

/**
 * The districts of group admin: `offered` where the user holds MESSAGE_SEND or
 * MESSAGE_GROUP_ADMIN (spec 2 §6), `changeable` where groups may be saved (the same: the spec
 * guards group admin by either), and a name for any district id.
 */
export function useGroupDistricts() {
  const access = useSession()?.access;
  const districts = useDistricts().data;
  return useMemo(() => {
    const name = (id: number) => districtName(districts, id);
    const option = (id: number): DistrictOption => ({ id, name: name(id) });
    const offered = districtsWithAccess(access ?? [], GROUP_ADMIN_ACCESS, MESSAGE_DISTRICT_IDS);
    return {
      offered: offered.map(option),
      changeable: offered.map(option),
      all: (districts ?? []).map((d) => ({ id: d.id, name: d.name })),
      name,
    };
  }, [access, districts]);
}
