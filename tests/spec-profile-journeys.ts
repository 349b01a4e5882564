/**
 * The journeys the `spec-profile` Playwright project runs against the mock's `spec` profile
 * (mocks/profile/profile.ts: reads carry only the spec's fields, writes whose answer the spec
 * does not give rotate 200 empty / true / bare id / full object, 201, 204). A journey here passes
 * only if the portal needs nothing the spec does not promise (issue 33).
 *
 * Listed: every journey file that writes (document mark and upload, message sends, group admin
 * saves and deletes, equipment check saves, check-in and check-out), and every journey of the
 * staff overview and the position list. Not listed: files whose writes all fail on purpose
 * (a11y-focus), or that fake every answer themselves (hostile-answers).
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
];
