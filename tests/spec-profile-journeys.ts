/**
 * The journeys the `spec-profile` Playwright project runs against the mock's `spec` profile
 * (mocks/profile/profile.ts: reads carry only the spec's fields, writes whose answer the spec
 * does not give rotate 200 empty / true / bare id / full object, 201, 204). A journey here passes
 * only if the portal needs nothing the spec does not promise (issue 33).
 *
 * Listed: every journey file that writes (document mark and upload, message sends, group admin
 * saves and deletes, equipment check saves, check-in and check-out), and every journey that opens
 * the staff overview or the position list. Those left out are in SPEC_PROFILE_LEFT_OUT, each with
 * its reason; scripts/spec-profile-journeys.test.ts finds the files that write or open those
 * screens and fails on one in neither list.
 */
export const SPEC_PROFILE_JOURNEYS: readonly string[] = [
  // Documents: mark read/checked, upload (api and doc host).
  'vls-read.spec.ts',
  'vls-read-open.spec.ts',
  'vls-upload.spec.ts',
  'vls-upload-retry.spec.ts',
  'vls-upload-once.spec.ts',
  'vls-upload-reload.spec.ts',
  'vls-read-all.spec.ts',
  'keyboard-my-documents.spec.ts',
  // Messages: group and internal sends.
  'message-send.spec.ts',
  'message-compose.spec.ts',
  'message-draft-expired.spec.ts',
  'message-send-once.spec.ts',
  'message-to-send-once.spec.ts',
  // Group admin: group and recipient creates, updates and deletes.
  'groupadmin-save.spec.ts',
  'groupadmin-save-once.spec.ts',
  'groupadmin-edit.spec.ts',
  'groupadmin-phones.spec.ts',
  'groupadmin-validation.spec.ts',
  'groupadmin-hostile.spec.ts',
  'keyboard-groupadmin.spec.ts',
  // Equipment register: check POST and PUT.
  'equipment-dialog.spec.ts',
  'equipment-save-once.spec.ts',
  'equipment-save-escape.spec.ts',
  'keyboard-equipment.spec.ts',
  // Check-in and check-out.
  'inchecking.spec.ts',
  'keyboard-inchecking.spec.ts',
  'inchecking-unknown.spec.ts',
  // Every form and row action under hostile conditions, and the live regions of the writes.
  'hostile-forms.spec.ts',
  'hostile-forms-more.spec.ts',
  'a11y-live.spec.ts',
  // Staff overview.
  'staff-overview.spec.ts',
  'staff-dialogs.spec.ts',
  'staff-loading.spec.ts',
  'staff-rows.spec.ts',
  'staff-spec-fields.spec.ts',
  'keyboard-staff.spec.ts',
  // Position list (keyboard-workday holds the position list's keyboard journey).
  'workday-positions.spec.ts',
  'workday-positions-spec.spec.ts',
  'workday-night.spec.ts',
  'keyboard-workday.spec.ts',
  'workday-calendar.spec.ts',
  // Other journeys through the staff overview or the position list (a11y-focus also checks in).
  'a11y-focus.spec.ts',
  'offline-reads.spec.ts',
  'date-field-loading.spec.ts',
  'date-picker-language.spec.ts',
];

/**
 * Journeys that write or open the staff overview or the position list but do not run against
 * the spec profile, and why (file → reason).
 */
export const SPEC_PROFILE_LEFT_OUT: Readonly<Record<string, string>> = {
  'a11y-contrast.spec.ts':
    'colours and contrast only: it opens dialogs and the staff overview to draw them, and reads the disabled Spara without pressing it',
  'a11y-routes.spec.ts':
    'an axe sweep of every route and dialog (the delete question among them): it never confirms or saves',
  'a11y-states.spec.ts':
    "a contrast sweep of every route's controls, hovered, focused and pressed: how they look, not what they read",
  'a11y-shell.spec.ts':
    'an axe sweep of the shell: the staff overview only as a view whose code fails to load',
  'theme.spec.ts':
    "the theme's colours: the staff overview's date picker only as something to draw",
  'hostile-answers.spec.ts':
    'fakes every answer itself (broken bodies, statuses), so the mock and its profile are never asked',
  'inchecking-midnight.spec.ts':
    "fakes the list and the check-in's answer (204) itself, to set the clock around midnight",
  'shell-front-page.spec.ts': "visits the position list for the tab's title only",
  'shell-route-error.spec.ts': "the route's code fails to load: the screen never reads or draws",
};
