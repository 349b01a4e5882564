// The portal's side of the peer bench (scripts/bench/peer/peers.mjs): for each of the four heaviest
// screens, how the existing bench of that screen makes the mock produce its answer, the route, the
// performance mark of its first frame with rows, the answer's URL, and the portal's own filter
// field and sort buttons (null where the screen has none).
import { token } from '../lib.mjs';
import { messageThreads } from '../data/message-threads.mjs';

/** The dispatcher's user id: stored filters are kept per user (`pp.<view>.<what>.<userId>`). */
const DISPATCHER = 'a1f3c2d4-0003-4000-a000-000000000003';
const dispatcher = (...access) =>
  token({
    userId: DISPATCHER,
    userName: 'karsjo',
    name: 'Karin Sjöberg',
    employeeNumber: '20003',
    defaultDistrictId: 4,
    role: 'dispatcher',
    access: access.map((name) => ({ name, districts: [4, 5, 17] })),
  });
const EQUIPMENT_USER = 'a1f3c2d4-0004-4000-a000-000000000004';
const dayKey = (offsetDays) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    Date.now() + offsetDays * 86_400_000,
  );

export const SCREENS = {
  inchecking: {
    title: 'check-in',
    route: '/inchecking',
    jwt: () => dispatcher('SIGNIN_LIST', 'SIGNIN_OTHER'),
    // As scripts/bench/inchecking.mjs: 3,000 duties a day (the list shows the day's and the
    // neighbouring days' duties around it).
    setup: (bench) => bench.control({ reset: true, dutiesPerDay: 3000 }),
    init: [
      [
        (key) => sessionStorage.setItem(key, JSON.stringify({ search: '', frame: 'all' })),
        () => `pp.inchecking.filters.${DISPATCHER}`,
      ],
    ],
    mark: 'inchecking:rows-painted',
    resource: /\/overview\/dutysignins(?!.*lastUpdateId)/,
    filter: { input: 'input[type="search"]', watch: '.signin-scroll' },
    sort: null,
  },
  staff: {
    title: 'staff overview',
    route: '/staffoverview/viewAll',
    jwt: () => dispatcher('ROSTER_READ'),
    // As scripts/bench/staff.mjs: 3 % of a day's duties are days off; 3,093 give 3,000 positions.
    setup: (bench) => bench.control({ reset: true, dutiesPerDay: Math.ceil(3000 / 0.97) }),
    init: [
      () => {
        for (const key of Object.keys(sessionStorage))
          if (/^pp\.staff\.(filters|sort)\b/.test(key)) sessionStorage.removeItem(key);
      },
    ],
    mark: 'staff:rows-painted',
    resource: /\/roster\/position/,
    filter: { input: '.staff-filters input', watch: '.staff-scroll' },
    sort: { buttons: '.staff-table thead th button', watch: '.staff-table tbody' },
  },
  message: {
    title: 'messages',
    route: '/message',
    jwt: () => dispatcher('MESSAGE_SEND'),
    // As scripts/bench/message.mjs: the day's 2,000 threads answered by the bench itself.
    body: () => JSON.stringify(messageThreads(2000)),
    answerUrl: '**/mock/msg/message/filter**',
    init: [
      () => {
        for (const key of Object.keys(localStorage))
          if (key.startsWith('pp.message.list')) localStorage.removeItem(key);
      },
    ],
    mark: 'message:rows-painted',
    // The rows are drawn once both answers they name are in: the threads and their groups.
    resource: /\/message\/filter|\/msg\/Recipientgroup$/,
    filter: null,
    sort: { buttons: '.message-list thead th button', watch: '.message-list tbody' },
  },
  equipment: {
    title: 'equipment',
    route: '/equipmentRegister/verify',
    jwt: () =>
      token({
        userId: EQUIPMENT_USER,
        userName: 'magek',
        name: 'Magnus Ek',
        employeeNumber: '20004',
        defaultDistrictId: 4,
        role: 'useradmin',
        access: [{ name: 'VEHICLE_CHECKLIST_ADMIN', districts: [4, 14, 17, 19] }],
      }),
    setup: (bench) => bench.control({ reset: true }),
    // As scripts/bench/equipment.mjs: 60 days of Skåne, a first page of 5,000 checks; the list
    // marks the paint of its first frame with rows (useRowsPainted).
    init: [
      [
        ([key, range]) => {
          sessionStorage.setItem(key, range);
        },
        () => [
          `pp.equipment.dates.${EQUIPMENT_USER}`,
          JSON.stringify({ from: dayKey(-60), to: dayKey(0) }),
        ],
      ],
    ],
    mark: 'equipment:rows-painted',
    resource: /\/api\/Admin\/checklist/,
    filter: null,
    sort: { buttons: 'table.data th button', watch: 'table.data tbody' },
  },
};

/**
 * A browser context for a screen of the portal: its init scripts, and its answer when the bench
 * gives it (`body`, answered at `answerUrl`). Gives the context and that body (or undefined).
 */
export async function portalContext(bench, screen) {
  await screen.setup?.(bench);
  const context = await bench.newContext(bench.browser);
  for (const init of screen.init)
    await (Array.isArray(init)
      ? context.addInitScript(init[0], init[1]())
      : context.addInitScript(init));
  const body = screen.body?.();
  if (body)
    await context.route(screen.answerUrl, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': bench.base, vary: 'Origin' },
        body,
      }),
    );
  return { context, body };
}
