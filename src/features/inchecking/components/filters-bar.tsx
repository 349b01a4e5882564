import { memo, useId } from 'react';
import { useStrings } from '@/lib/i18n';
import { FilterField } from '@/components/filter-field';
import { TIME_FRAMES, type TimeFrame } from '../lib/time-frame';
import { MIN_SEARCH_LENGTH } from '../lib/signin-rows';
import { incheckingStrings } from '../strings';

/** Search text (filters from 2 characters) and the time frame around now. */
export const FiltersBar = memo(function FiltersBar({
  search,
  frame,
  onSearch,
  onFrame,
}: {
  search: string;
  frame: TimeFrame;
  onSearch: (text: string) => void;
  onFrame: (frame: TimeFrame) => void;
}) {
  const t = useStrings(incheckingStrings);
  const hintId = useId();
  const tooShort = search.trim().length > 0 && search.trim().length < MIN_SEARCH_LENGTH;
  return (
    <div className="inchecking-filters">
      <FilterField
        label={t.search}
        value={search}
        placeholder={t.searchPlaceholder}
        describedBy={tooShort ? hintId : undefined}
        onChange={onSearch}
      />
      <label>
        {t.timeFrame}
        <select
          value={String(frame)}
          onChange={(event) => {
            const value = event.target.value;
            onFrame(value === 'all' ? 'all' : (Number(value) as TimeFrame));
          }}
        >
          {TIME_FRAMES.map((f) => (
            <option key={f} value={String(f)}>
              {f === 'all' ? t.all : t.minutes(f)}
            </option>
          ))}
        </select>
      </label>
      {tooShort ? (
        <p id={hintId} className="muted search-hint">
          {t.searchHint}
        </p>
      ) : null}
    </div>
  );
});
