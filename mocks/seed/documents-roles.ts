/** Token roles as the identity system names them (auth host /api/Admin/ListRoles ids). */
export const ROLE_IDS: Record<string, { ID: number; Name: string }> = {
  driver: { ID: 1, Name: 'Driver' },
  conductor: { ID: 2, Name: 'Conductor' },
  bus: { ID: 1, Name: 'Driver' },
  dispatcher: { ID: 5, Name: 'Dispatcher' },
  useradmin: { ID: 6, Name: 'Useradmin' },
};
