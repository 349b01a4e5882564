import type { AccessRule } from '@/lib/auth/access';

/** Equipment register verify (spec 2 §6): VEHICLE_CHECKLIST_ADMIN in districts 4, 14, 17, 19. */
export const EQUIPMENT_DISTRICT_IDS = [4, 14, 17, 19] as const;

export const equipmentAccess = {
  verify: { names: ['VEHICLE_CHECKLIST_ADMIN'], districts: EQUIPMENT_DISTRICT_IDS },
} as const satisfies Record<string, AccessRule>;
