// The API hosts of src/lib/config.ts (HOSTS), for the plain Node scripts of the production setup.
export const HOSTS = [
  'auth',
  'api',
  'doc',
  'msg',
  'traffic',
  'staff',
  'verify',
  'travelinfo',
  'transit',
  'vehicles',
  'info',
  'links',
  'flow',
];
