/**
 * Connections (/connections) are for every signed-in user: the spec ties them to no access.
 * The route sits inside the signed-in shell without an access guard.
 */
export const connectionsAccess = { signedIn: true } as const;
