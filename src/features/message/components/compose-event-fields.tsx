import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DateTimeField } from '@/components/date-time-field';
import { useStrings } from '@/lib/i18n';
import { everyDistrictStopsQuery } from '@/lib/resources/traffic/get-stops';
import type { MessageForm } from '../lib/message-form';
import { PROGNOSIS_OPTIONS, REPLACEMENT_OPTIONS, resourcesFor } from '../lib/value-lists';
import { messageStrings } from '../strings';
import { SelectField, TextArea, TextField, asOptions, type Option } from './fields';

/** Where and what: when it began, stops, consequence, prognosis, replacement, resource, note. */
export function ComposeEventFields({
  form,
  set,
  error,
}: {
  form: MessageForm;
  set: (patch: Partial<MessageForm>) => void;
  /** What is wrong with when the event began (the rest of the fields are free text). */
  error?: string;
}) {
  const t = useStrings(messageStrings);
  const stops = useQuery(everyDistrictStopsQuery());
  const stopOptions = useMemo(
    (): Option[] =>
      (stops.data ?? [])
        .filter((s) => s.districtId === form.districtId)
        .map((s) => ({
          value: s.shortName || s.stopName,
          label: s.shortName ? `${s.stopName} (${s.shortName})` : s.stopName,
        })),
    [stops.data, form.districtId],
  );
  const stopField = (label: string, key: 'stopFrom' | 'stopTo' | 'stopAt') =>
    stops.isError ? (
      <TextField
        label={label}
        value={form[key]}
        hint={t.stopsLoadError}
        onChange={(v) => set({ [key]: v })}
      />
    ) : (
      <SelectField
        label={label}
        empty={t.noStop}
        value={form[key]}
        options={stopOptions}
        onChange={(v) => set({ [key]: v })}
      />
    );
  const resources = resourcesFor(form.districtId).map((r) => ({ value: r.value, label: r.label }));

  return (
    <fieldset>
      <legend>{t.event}</legend>
      <div className="compose-grid">
        <DateTimeField
          label={t.dateTimeFrom}
          value={form.dateTimeFrom}
          error={error}
          onChange={(dateTimeFrom) => set({ dateTimeFrom })}
        />
        {stopField(t.stopFrom, 'stopFrom')}
        {stopField(t.stopTo, 'stopTo')}
        {stopField(t.stopAt, 'stopAt')}
        <TextField
          label={t.consequence}
          value={form.consequence}
          onChange={(consequence) => set({ consequence })}
        />
        <SelectField
          label={t.prognosis}
          empty={t.none}
          value={form.prognosis}
          options={asOptions(PROGNOSIS_OPTIONS)}
          onChange={(prognosis) => set({ prognosis })}
        />
        <TextField
          label={t.prognosisNote}
          value={form.prognosisNote}
          onChange={(prognosisNote) => set({ prognosisNote })}
        />
        <SelectField
          label={t.replacementService}
          empty={t.none}
          value={form.replacementService}
          options={asOptions(REPLACEMENT_OPTIONS)}
          onChange={(replacementService) => set({ replacementService })}
        />
        <TextField
          label={t.replacementServiceNote}
          value={form.replacementServiceNote}
          onChange={(replacementServiceNote) => set({ replacementServiceNote })}
        />
        <SelectField
          label={t.resource}
          empty={t.none}
          value={resources.some((r) => r.value === form.resource) ? form.resource : ''}
          options={resources}
          onChange={(resource) => set({ resource })}
        />
        <TextField
          label={t.resourceNote}
          value={form.resourceNote}
          onChange={(resourceNote) => set({ resourceNote })}
        />
        <TextArea
          className="wide"
          label={t.note}
          value={form.note}
          onChange={(note) => set({ note })}
        />
      </div>
    </fieldset>
  );
}
