import { memo } from 'react';
import { DateField } from '@/components/date-field';
import { commonStrings } from '@/components/strings';
import { useStrings } from '@/lib/i18n';
import { isWeekendKey } from '@/lib/time/stockholm';
import { isSelectableDay, nextSelectableDay, previousSelectableDay } from '../lib/staff-days';
import { staffStrings } from '../strings';
import { FocusKeepingButton } from '@/components/focus-keeping-button';

/** The day shown: no future days, no weekends; previous/next day step over what cannot be chosen. */
export const DayPicker = memo(function DayPicker({
  day,
  today,
  onDay,
}: {
  day: string;
  today: string;
  onDay: (day: string) => void;
}) {
  const t = useStrings(staffStrings);
  const common = useStrings(commonStrings);
  const next = nextSelectableDay(day, today);
  return (
    <div className="staff-day">
      <button type="button" onClick={() => onDay(previousSelectableDay(day))}>
        <span aria-hidden="true">‹ </span>
        {common.previousDay}
      </button>
      <DateField
        label={t.date}
        value={day}
        onChange={(value) => {
          if (value && isSelectableDay(value, today)) onDay(value);
        }}
        placeholder={t.datePlaceholder}
        max={today}
        selectable={(d) => !isWeekendKey(d)}
        clearable={false}
      />
      <FocusKeepingButton unavailable={next === null} onClick={() => next && onDay(next)}>
        {common.nextDay}
        <span aria-hidden="true"> ›</span>
      </FocusKeepingButton>
    </div>
  );
});
