import { beforeEach, describe, expect, it } from 'vitest';
import { getResponse, http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { handlers } from '../../../../mocks/handlers';
import { useSessionStore } from '@/stores/session';
import { demoToken } from '@/test/tokens';
import { getRecipientGroups } from '@/lib/resources/recipient-groups/get-recipient-groups';
import {
  addRecipient,
  changeExternal,
  emptyDraft,
  removeRecipient,
  type GroupDraft,
} from '../lib/group-draft';
import { runGroupSave } from '../lib/run-group-save';
import { runGroupDelete } from '../lib/run-group-delete';
import { getRecipientGroup } from './get-recipient-group';
import { groupSaveApi } from './save-recipient-group';
import { groupDeleteApi } from './delete-recipient-group';

/**
 * Spec 2 §7 gives no answer shapes for the group and recipient writes: a server may answer any
 * of these. The mock does the write (the record is made), and the page gets the shape instead.
 */
type Shape = (record: { ID?: number } | null) => Response;
const SHAPES: [string, Shape][] = [
  ['200 with an empty body', () => new HttpResponse(null, { status: 200 })],
  ['200 true', () => HttpResponse.json(true)],
  ['200 a bare id', (r) => HttpResponse.json(r?.ID ?? 1)],
  ['200 the full object', (r) => HttpResponse.json(r)],
  ['201 the object', (r) => HttpResponse.json(r, { status: 201 })],
  ['204 no content', () => new HttpResponse(null, { status: 204 })],
];

const WRITES = [
  '/RecipientGroup',
  '/RecipientGroup/:id',
  '/GroupDistrictRecipient',
  '/GroupRoleRecipient',
  '/GroupDutySiteRecipient',
  '/GroupExternalRecipient',
];

/** Every write of the group admin answered with `shape`, after the mock has done it. */
function answerWith(shape: Shape) {
  const reshape = async ({ request }: { request: Request }) => {
    const real = await getResponse(handlers, request);
    if (!real?.ok) return real;
    return shape((await real.json()) as { ID?: number });
  };
  server.use(
    ...WRITES.flatMap((path) => [
      http.post(`*/mock/msg${path}`, reshape),
      http.put(`*/mock/msg${path}`, reshape),
      http.delete(`*/mock/msg${path}`, reshape),
    ]),
  );
}

beforeEach(() => {
  useSessionStore.getState().signIn(demoToken('admin'));
});

function newGroup(name: string): GroupDraft {
  let draft: GroupDraft = {
    ...emptyDraft(4),
    name,
    from: 'trafikinfo.skane@tagbolaget.se',
    channels: [1, 3],
  };
  draft = addRecipient(draft, { kind: 'district', objectId: 4, name: 'Skåne' });
  draft = addRecipient(draft, { kind: 'role', objectId: 1, name: 'Driver' });
  draft = addRecipient(draft, { kind: 'dutySite', objectId: 100, name: 'Malmö Lokförare' });
  return addRecipient(draft, {
    kind: 'external',
    objectId: null,
    name: 'Nobina jour',
    mail: 'jour@nobina.se',
    phone: '46701234567',
  });
}

describe('group admin writes accept any answer a reasonable server gives', () => {
  it.each(SHAPES)('%s: create, update and delete succeed, each once', async (label, shape) => {
    answerWith(shape);
    const name = `Svar ${label}`;
    const created = await runGroupSave(newGroup(name), groupSaveApi);
    expect(created.failures).toEqual([]);
    const groupId = created.draft.groupId!;
    expect((await getRecipientGroups()).filter((g) => g.Name === name).map((g) => g.ID)).toEqual([
      groupId,
    ]);
    const group = await getRecipientGroup(groupId);
    // Every row once, and the draft knows each row's server ID (needed to change or delete it).
    const ids = [
      ...group.GroupDistrictRecipients,
      ...group.GroupRoleRecipients,
      ...group.GroupDutySiteRecipients,
      ...group.GroupExternalRecipients,
    ].map((r) => r.ID);
    expect(created.draft.recipients.map((r) => r.id).sort()).toEqual(ids.sort());

    let draft = created.draft;
    const external = draft.recipients.find((r) => r.kind === 'external')!;
    draft = changeExternal(draft, external.key, { ...external, phone: '46709999999' });
    draft = removeRecipient(draft, draft.recipients.find((r) => r.kind === 'role')!.key);
    draft = { ...draft, name: `${name} ändrad` };
    const updated = await runGroupSave(draft, groupSaveApi);
    expect(updated.failures).toEqual([]);
    const after = await getRecipientGroup(groupId);
    expect(after.Name).toBe(`${name} ändrad`);
    expect(after.GroupRoleRecipients).toEqual([]);
    expect(after.GroupExternalRecipients.map((r) => r.Phone)).toEqual(['46709999999']);

    expect(await runGroupDelete(groupId, groupDeleteApi)).toEqual({ gone: true });
    await expect(getRecipientGroup(groupId)).rejects.toMatchObject({ status: 404 });
  });
});
