import { useId, useMemo } from 'react';
import { useStrings } from '@/lib/i18n';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import type { TagTree } from '../lib/tag-tree';
import { tagLabel } from '../lib/tag-tree';
import { vlsStrings } from '../strings';
import type { UploadDraft } from './use-upload-draft';
import { DateField } from '@/components/date-field';

/** Options of the process select in tree order, indented by depth. */
function tagOptions(tree: TagTree): { id: number; label: string }[] {
  const out: { id: number; label: string }[] = [];
  const walk = (id: number, depth: number) => {
    const tag = tree.byId.get(id);
    if (!tag) return;
    out.push({ id, label: `${'\u00a0\u00a0'.repeat(depth)}${tagLabel(tag)}` });
    for (const child of tree.children.get(id) ?? []) walk(child.ID, depth + 1);
  };
  for (const root of tree.roots) walk(root.ID, 0);
  return out;
}

/** Process, read receipt, author, validity, districts and version of the documents. */
export function UploadMetadataFields({
  draft,
  onChange,
  tree,
  districts,
}: {
  draft: UploadDraft;
  onChange: (change: Partial<UploadDraft>) => void;
  tree: TagTree;
  districts: readonly number[];
}) {
  const t = useStrings(vlsStrings);
  const ids = { process: useId(), author: useId(), version: useId(), receipt: useId() };
  const options = useMemo(() => tagOptions(tree), [tree]);
  const allDistricts = useDistricts();
  return (
    <fieldset>
      <legend>{t.upload.metadata}</legend>
      <div className="form-field">
        <label htmlFor={ids.process}>{t.upload.process}</label>
        <select
          id={ids.process}
          value={draft.processTagId ?? ''}
          onChange={(e) =>
            onChange({ processTagId: e.target.value ? Number(e.target.value) : null })
          }
        >
          <option value="">{t.upload.chooseProcess}</option>
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <label className="check-field" htmlFor={ids.receipt}>
        <input
          id={ids.receipt}
          type="checkbox"
          checked={draft.readReceipt}
          onChange={(e) => onChange({ readReceipt: e.target.checked })}
        />
        {t.upload.readReceipt}
      </label>
      <div className="form-field">
        <label htmlFor={ids.author}>{t.upload.author}</label>
        <input
          id={ids.author}
          value={draft.author}
          onChange={(e) => onChange({ author: e.target.value })}
        />
      </div>
      <DateField
        label={t.upload.validFrom}
        value={draft.validFrom}
        onChange={(validFrom) => onChange({ validFrom })}
        placeholder={t.upload.datePlaceholder}
      />
      <DateField
        label={t.upload.validTo}
        value={draft.validTo}
        onChange={(validTo) => onChange({ validTo })}
        placeholder={t.upload.datePlaceholder}
      />
      <fieldset>
        <legend>{t.upload.districts}</legend>
        <div className="vls-district-list">
          {districts.map((d) => (
            <label key={d} className="check-field">
              <input
                type="checkbox"
                checked={draft.districts.includes(d)}
                onChange={(e) =>
                  onChange({
                    districts: e.target.checked
                      ? [...draft.districts, d].sort((a, b) => a - b)
                      : draft.districts.filter((x) => x !== d),
                  })
                }
              />
              {districtName(allDistricts.data, d)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-field">
        <label htmlFor={ids.version}>{t.upload.version}</label>
        <input
          id={ids.version}
          value={draft.version}
          onChange={(e) => onChange({ version: e.target.value })}
        />
      </div>
    </fieldset>
  );
}
