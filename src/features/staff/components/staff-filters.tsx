import { memo, useId } from 'react';
import { useStrings } from '@/lib/i18n';
import { FilterField } from '@/components/filter-field';
import type { StaffFilters } from '../lib/staff-rows';
import { staffStrings } from '../strings';
import type { ContactsState } from './use-staff-positions';

/**
 * The text filters: name (or employee number), phone and train, each saying what it searches.
 * The phones come from the day's duty sign-ins: the phone filter's hint says whether they have
 * been read, and why not.
 */
export const StaffFiltersBar = memo(function StaffFiltersBar({
  filters,
  onChange,
  contacts,
}: {
  filters: StaffFilters;
  onChange: (change: Partial<StaffFilters>) => void;
  contacts: ContactsState;
}) {
  const t = useStrings(staffStrings);
  const id = useId();
  const hint = (field: string, text: string) => (
    <span id={`${id}-${field}`} className="muted field-hint">
      {text}
    </span>
  );
  return (
    <div className="staff-filters">
      <div className="staff-filter">
        <FilterField
          label={t.filterName}
          value={filters.name}
          onChange={(name) => onChange({ name })}
          describedBy={`${id}-name`}
        />
        {hint('name', t.filterNameHint)}
      </div>
      <div className="staff-filter">
        <FilterField
          label={t.filterPhone}
          value={filters.phone}
          onChange={(phone) => onChange({ phone })}
          describedBy={`${id}-phone`}
        />
        {hint('phone', t.filterPhoneHint[contacts])}
      </div>
      <div className="staff-filter">
        <FilterField
          label={t.filterTrain}
          value={filters.train}
          onChange={(train) => onChange({ train })}
          describedBy={`${id}-train`}
        />
        {hint('train', t.filterTrainHint)}
      </div>
    </div>
  );
});
