import { useStrings } from '@/lib/i18n';
import { CHECKLIST_PAGE_SIZE } from '@/lib/validation/equipment-check';
import { equipmentStrings } from '../strings';
import { FocusKeepingButton } from '@/components/focus-keeping-button';

/**
 * How many checks match, and pages of 5,000 when there are more (spec 2 §9). While another page
 * or filter is fetched (`busy`) the list still shows the checks before: the count says they are
 * being fetched instead of naming the old count as the new one.
 */
export function ChecklistPager({
  count,
  page,
  onPage,
  busy,
}: {
  count: number;
  page: number;
  onPage: (page: number) => void;
  busy: boolean;
}) {
  const t = useStrings(equipmentStrings);
  const pages = Math.max(1, Math.ceil(count / CHECKLIST_PAGE_SIZE));
  return (
    <nav className="equipment-pager" aria-label={t.list.label} aria-busy={busy}>
      <span role="status">{busy ? t.list.updating : t.list.count(count)}</span>
      {pages > 1 ? (
        <>
          <FocusKeepingButton unavailable={page === 0} onClick={() => onPage(page - 1)}>
            {t.list.previous}
          </FocusKeepingButton>
          <span>{t.list.page(page + 1, pages)}</span>
          <FocusKeepingButton unavailable={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            {t.list.next}
          </FocusKeepingButton>
        </>
      ) : null}
    </nav>
  );
}
