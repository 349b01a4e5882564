import { useId, useRef, type RefObject } from 'react';
import { Alert } from '@/components/alert';
import { FocusKeepingButton } from '@/components/focus-keeping-button';
import { useQuery } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { DateField } from '@/components/date-field';
import { HOST_TYPE } from '@/lib/validation/equipment-check';
import { ClockInput } from '@/components/clock-input';
import { thingsToCheckQuery } from '../api/get-things-to-check';
import { placesQuery } from '../api/get-places';
import type { EquipmentCheck, StatusType } from '../api/schemas';
import type { CheckDraft } from '../lib/check-draft';
import { activitiesOf } from '../lib/initial-draft';
import { equipmentStrings } from '../strings';
import { useCheckDraft } from './use-check-draft';
import { useSaveDraft } from './use-save-draft';
import { HostFields } from './host-fields';
import { ActivityTable } from './activity-table';
import { CheckFacts } from './check-facts';
import { SaveProgress } from './save-progress';
import { ListStatus } from './list-status';

export interface HostDefaults {
  districtId: number | null;
  hostTypeId: number | null;
  hostId: number | null;
}

/** The dialog's form: where and when, the activities, and saving them (spec 2 §4, §5). */
export function CheckForm({
  checkId,
  check,
  initial,
  statuses,
  districts,
  droppedRef,
  onRunning,
  onSaved,
}: {
  checkId: number;
  check?: EquipmentCheck;
  initial: () => CheckDraft;
  statuses: readonly StatusType[];
  districts: readonly number[];
  droppedRef: RefObject<boolean>;
  onRunning?: (running: boolean) => void;
  onSaved: () => void;
}) {
  const t = useStrings(equipmentStrings);
  const d = t.dialog;
  const state = useCheckDraft(checkId, initial, droppedRef);
  const { draft, update, updateActivity } = state;
  const fieldsRef = useRef<HTMLFieldSetElement>(null);
  const saveRef = useRef<HTMLButtonElement>(null);
  const saving = useSaveDraft(state, onSaved, (running) => {
    // A batch started by Enter in a field locks that field, and the browser would drop focus to
    // the page's body (a keyboard user would start again from the top): it waits on the save
    // button instead, which stays focusable while the batch runs.
    if (running && fieldsRef.current?.contains(document.activeElement)) saveRef.current?.focus();
    onRunning?.(running);
  });
  const isNew = checkId === 0;
  const vehicle = draft.hostTypeId === HOST_TYPE.vehicle;
  const things = useQuery(
    thingsToCheckQuery(isNew && draft.activities.length === 0 ? draft.hostId : null),
  );
  const places = useQuery(placesQuery(vehicle ? draft.districtId : null));
  // A new check offers the host's things to check until one of them is touched.
  const activities =
    draft.activities.length || !isNew
      ? draft.activities
      : activitiesOf(things.data ?? [], statuses);
  const ids = { time: useId(), place: useId(), trip: useId(), position: useId(), memo: useId() };
  const error = saving.error;
  const message = error
    ? error.rule === 'missingTime'
      ? d.missingTime
      : t.rules[error.rule]
    : null;
  // The time rules (missing, ahead, too late) are about the moment: its field says so too.
  const timeRefused = error !== null && error.rule !== 'activityOrTemperature';

  const timeFields = (
    <div className="toolbar">
      <DateField
        label={d.date}
        value={draft.date}
        placeholder={t.filter.datePlaceholder}
        clearable={false}
        onChange={(date) => update({ date })}
      />
      <div className="form-field">
        <label htmlFor={ids.time}>{d.time}</label>
        <ClockInput
          id={ids.time}
          value={draft.time}
          aria-describedby={`${ids.time}-hint${timeRefused ? ` ${ids.time}-error` : ''}`}
          aria-invalid={timeRefused || undefined}
          onChange={(time) => update({ time })}
        />
        <span id={`${ids.time}-hint`} className="muted field-hint">
          {d.timeHint}
        </span>
      </div>
      {vehicle ? (
        <>
          <div className="form-field">
            <label htmlFor={ids.place}>{d.place}</label>
            <select
              id={ids.place}
              value={draft.place}
              onChange={(e) => update({ place: e.target.value })}
            >
              <option value="">{d.choose}</option>
              {(places.data ?? []).map((p) => (
                <option key={p.shortName} value={p.shortName}>
                  {p.name} ({p.shortName})
                </option>
              ))}
            </select>
          </div>
          <div className="form-field">
            <label htmlFor={ids.trip}>{d.trip}</label>
            <input
              id={ids.trip}
              inputMode="numeric"
              size={6}
              value={draft.trip}
              onChange={(e) => update({ trip: e.target.value.replace(/\D/g, '') })}
            />
          </div>
          <div className="form-field">
            <label htmlFor={ids.position}>{d.vehiclePosition}</label>
            <input
              id={ids.position}
              size={4}
              value={draft.vehiclePosition}
              onChange={(e) => update({ vehiclePosition: e.target.value })}
            />
          </div>
        </>
      ) : null}
      {vehicle ? <ListStatus query={places} name={d.place} /> : null}
    </div>
  );
  const activityTable =
    isNew && draft.hostId === null ? (
      <p className="muted">{d.chooseHostFirst}</p>
    ) : isNew && things.isEnabled && !things.isSuccess ? (
      <ListStatus query={things} name={d.activities} />
    ) : isNew && draft.hostId !== null && things.isSuccess && activities.length === 0 ? (
      <p className="muted">{d.noActivities}</p>
    ) : (
      <ActivityTable
        activities={activities}
        statuses={statuses}
        isNew={isNew}
        disabled={saving.running}
        invalid={error?.relationId}
        onChange={(relationId, change) => updateActivity(relationId, change, activities)}
      />
    );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void saving.run();
      }}
    >
      {/* While a batch save runs the whole form is locked. */}
      <fieldset ref={fieldsRef} className="check-form-fields" disabled={saving.running}>
        {isNew ? (
          <HostFields draft={draft} districts={districts} onChange={update} />
        ) : check ? (
          <CheckFacts check={check} />
        ) : null}
        {/* Editing, the status comes first: focus lands there, not in the date picker. */}
        {isNew ? timeFields : activityTable}
        {isNew ? activityTable : timeFields}
        <div className="form-field">
          <label htmlFor={ids.memo}>{d.memo}</label>
          <textarea
            id={ids.memo}
            rows={2}
            value={draft.memo}
            onChange={(e) => update({ memo: e.target.value })}
          />
        </div>
        {message ? <Alert id={`${ids.time}-error`}>{message}</Alert> : null}
      </fieldset>
      <SaveProgress progress={saving.progress} />
      <div className="dialog-actions">
        {/* Unavailable while the batch runs, not disabled: it keeps the focus. */}
        <FocusKeepingButton ref={saveRef} type="submit" unavailable={saving.running}>
          {saving.running ? d.saving : d.save}
        </FocusKeepingButton>
      </div>
    </form>
  );
}
