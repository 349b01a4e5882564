import { memo } from 'react';
import { FilterField } from '@/components/filter-field';
import type { StaffFilters } from '../lib/staff-rows';
import type { StaffStrings } from '../strings';

/** The text filters: name (or employee number), phone and train. */
export const StaffFiltersBar = memo(function StaffFiltersBar({
  filters,
  onChange,
  t,
}: {
  filters: StaffFilters;
  onChange: (change: Partial<StaffFilters>) => void;
  t: StaffStrings;
}) {
  return (
    <div className="staff-filters">
      <FilterField
        label={t.filterName}
        value={filters.name}
        onChange={(name) => onChange({ name })}
      />
      <FilterField
        label={t.filterPhone}
        value={filters.phone}
        onChange={(phone) => onChange({ phone })}
      />
      <FilterField
        label={t.filterTrain}
        value={filters.train}
        onChange={(train) => onChange({ train })}
      />
    </div>
  );
});
