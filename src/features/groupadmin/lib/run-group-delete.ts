import { errorDetail, isApiError, outcomeUnknown } from '@/lib/api/api-error';

/** The calls a delete makes (the api files in the app; fakes in tests). */
export interface GroupDeleteApi {
  deleteGroup(groupId: number): Promise<unknown>;
  /** Whether the group is still there: resolves if it is, a 404 if it is not. */
  getGroup(groupId: number): Promise<unknown>;
}

/**
 * What a delete came to: the group is gone, or it is not (`unknown` when the server could not
 * be asked, so it may be gone all the same) with the reason to show.
 */
export type DeleteOutcome = { gone: true } | { gone: false; unknown: boolean; message: string };

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Deletes a group once. A 404 means it is gone already (an earlier delete whose answer was lost,
 * or another user): that is what the user asked for, so it counts as done. When no answer comes
 * the portal asks for the group instead of deleting again: gone is done, still there is "not
 * deleted", and a question that also fails leaves it unknown. The group's id is all that is
 * ever deleted, so a retry cannot reach another group.
 */
export async function runGroupDelete(groupId: number, api: GroupDeleteApi): Promise<DeleteOutcome> {
  try {
    await api.deleteGroup(groupId);
    return { gone: true };
  } catch (error) {
    if (isNotFound(error)) return { gone: true };
    const message = errorDetail(error);
    if (!outcomeUnknown(error)) return { gone: false, unknown: false, message };
    try {
      await api.getGroup(groupId);
      return { gone: false, unknown: false, message };
    } catch (check) {
      if (isNotFound(check)) return { gone: true };
      return { gone: false, unknown: true, message };
    }
  }
}
