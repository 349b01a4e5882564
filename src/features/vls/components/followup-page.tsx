import { useId } from 'react';
import { DistrictGate } from '@/components/district-gate';
import { useStrings } from '@/lib/i18n';
import { useDutySites } from '@/lib/resources/org/get-duty-sites';
import { districtName, useDistricts } from '@/lib/resources/org/get-districts';
import { vlsStrings } from '../strings';
import { vlsAccess } from '../access';
import { useFollowupFilter } from './use-followup-filter';
import { FollowupDocuments } from './followup-documents';
import { FollowupUsers } from './followup-users';

/** /vls/followupReadingRecipt: who has read and who has not, per document or per user. */
export function FollowupPage() {
  const t = useStrings(vlsStrings);
  const { choice, setChoice, chooseDutySite, filter, districts } = useFollowupFilter();
  const dutySites = useDutySites();
  const allDistricts = useDistricts();
  const siteId = useId();
  const sites = (dutySites.data ?? []).filter((s) => districts.includes(s.districtId));
  const districtNames = districts.map((d) => districtName(allDistricts.data, d)).join(', ');
  const site = sites.find((s) => s.id === choice.dutySiteId);
  // What the counts below cover, in words.
  const scope = site ? `${districtNames}, ${site.name}` : districtNames;
  const view =
    choice.view === 'documents' ? (
      <FollowupDocuments filter={filter} scope={scope} />
    ) : (
      <FollowupUsers filter={filter} />
    );

  return (
    <section className="page" aria-labelledby="vls-followup-title">
      <h1 id="vls-followup-title">{t.followup.title}</h1>
      <div className="toolbar">
        <fieldset className="check-field">
          <legend>{t.followup.view}</legend>
          {(['documents', 'users'] as const).map((view) => (
            <label key={view} className="check-field">
              <input
                type="radio"
                name="vls-followup-view"
                checked={choice.view === view}
                onChange={() => setChoice((c) => ({ ...c, view }))}
              />
              {view === 'documents' ? t.followup.byDocument : t.followup.byUser}
            </label>
          ))}
        </fieldset>
        <label htmlFor={siteId}>
          {t.followup.dutySite}
          <select
            id={siteId}
            value={choice.dutySiteId ?? ''}
            onChange={(e) => chooseDutySite(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t.followup.none}</option>
            {sites.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="check-field">
          <input
            type="checkbox"
            checked={choice.allDistricts}
            onChange={(e) =>
              setChoice((c) => ({
                ...c,
                allDistricts: e.target.checked,
                dutySiteId: null,
                dutySiteDistrict: null,
              }))
            }
          />
          {t.followup.allDistricts}
        </label>
        <p className="muted">{t.followup.districtsShown(districtNames)}</p>
      </div>
      {choice.allDistricts ? (
        view
      ) : (
        <DistrictGate rule={vlsAccess.followup} noAccess={t.noDistrictAccess(t.tabs.followup)}>
          {view}
        </DistrictGate>
      )}
    </section>
  );
}
