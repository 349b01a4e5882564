import { useDistrictsWith } from '@/lib/auth/use-districts-with';
import { messageAccess } from '../access';

/**
 * The message districts where the user holds MESSAGE_SEND or MESSAGE_GROUP_ADMIN: the list's
 * districts and those offered when composing (spec 2 §6, either access for both).
 */
export function useMessageDistricts(): number[] {
  return useDistrictsWith(messageAccess.list).districts;
}
