import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useStrings } from '@/lib/i18n';
import { Modal } from '@/components/modal';
import { QueryState } from '@/components/query-state';
import { FilterField } from '@/components/filter-field';
import { filterByText } from '@/lib/sort';
import type { RecipientGroup } from '@/lib/resources/recipient-groups/recipient-group-schema';
import { groupAdminStrings } from '../strings';
import { sameRecipient, type DraftRecipient } from '../lib/group-draft';
import { displayPhones, phoneSearchText } from '../lib/phones';

export interface PickedExternal {
  name: string;
  mail: string;
  phone: string;
  roleId: number | null;
  groupName: string;
}

/** External recipients of the other groups, each once, that this group does not show yet. */
export function externalsToPick(
  groups: readonly RecipientGroup[],
  groupId: number | null,
  shown: readonly DraftRecipient[],
): PickedExternal[] {
  const picked: PickedExternal[] = [];
  const row = (p: PickedExternal) => ({ kind: 'external' as const, objectId: null, ...p });
  for (const group of groups) {
    if (group.ID === groupId) continue;
    for (const r of group.GroupExternalRecipients) {
      const candidate = {
        name: r.Name,
        mail: r.Mail,
        phone: r.Phone,
        roleId: r.RoleID,
        groupName: group.Name,
      };
      const known = [...picked.map(row), ...shown];
      if (!known.some((k) => sameRecipient(k, row(candidate)))) picked.push(candidate);
    }
  }
  return picked.sort((a, b) => a.name.localeCompare(b.name, 'sv'));
}

/** Pick an existing external recipient instead of typing it again. */
export function PickExternalDialog({
  choices,
  onPick,
  onClose,
  groupsQuery,
}: {
  choices: readonly PickedExternal[];
  /** The group list the choices come from: while it loads or failed, its state instead. */
  groupsQuery: UseQueryResult<readonly RecipientGroup[]>;
  onPick: (picked: PickedExternal) => void;
  onClose: () => void;
}) {
  const t = useStrings(groupAdminStrings);
  const [text, setText] = useState('');
  const shown = useMemo(
    () =>
      // The numbers are found as shown (070-555 01 01) and as stored or typed (46705550101).
      filterByText(choices, text, (c) =>
        `${c.name} ${c.mail} ${phoneSearchText(c.phone)} ${c.groupName}`.toLowerCase(),
      ),
    [choices, text],
  );
  return (
    <Modal title={t.pickTitle} closeLabel={t.cancel} onClose={onClose}>
      <QueryState
        query={groupsQuery}
        errorText={t.loadError}
        isEmpty={() => choices.length === 0}
        empty={t.pickEmpty}
      >
        {() => (
          <>
            <FilterField value={text} onChange={setText} />
            <ul className="pick-list">
              {shown.map((c) => (
                <li key={`${c.name}|${c.mail}|${c.phone}`}>
                  <button type="button" className="link-button" onClick={() => onPick(c)}>
                    {t.pickOne(c.name)}
                  </button>{' '}
                  <span className="muted">
                    {[c.mail, displayPhones(c.phone), t.fromGroup(c.groupName)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryState>
    </Modal>
  );
}
