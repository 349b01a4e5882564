import { useMemo } from 'react';
import { useDistrictsWith } from '@/lib/auth/use-districts-with';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import { groupAdminAccess } from '../access';

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
  const offered = useDistrictsWith(groupAdminAccess.admin).districts;
  const districts = useDistricts().data;
  return useMemo(() => {
    const name = (id: number) => districtName(districts, id);
    const option = (id: number): DistrictOption => ({ id, name: name(id) });
    return {
      offered: offered.map(option),
      changeable: offered.map(option),
      all: (districts ?? []).map((d) => ({ id: d.id, name: d.name })),
      name,
    };
  }, [offered, districts]);
}
