import {
  readArray,
  readFlag,
  readId,
  readNumberOr,
  readObject,
  readText,
  reader,
  fault,
} from '@/lib/api/reader';
import { parseServerDate } from '@/lib/time';
import type { Message } from './schemas';

/**
 * The message list's answer read by hand: the same rules, output and first-fault path as
 * `z.array(messageSchema)` (read-messages.test.ts compares them), several times faster than zod
 * on a day of 2,000 threads, which a thin client must show within 200 ms.
 */
export const messagesReader = reader((value): Message[] => {
  const list = readArray(value, []);
  const out = new Array<Message>(list.length);
  for (let i = 0; i < list.length; i++) out[i] = readMessage(list[i], i);
  return out;
});

const date = (v: unknown, path: readonly PropertyKey[]) =>
  v == null || typeof v === 'string' ? parseServerDate(v) : fault(path);

function ids(v: unknown, path: readonly PropertyKey[]): number[] {
  if (v == null) return [];
  const list = readArray(v, path);
  return list.map((id, j) => readId(id, [...path, j]));
}

function readMessage(v: unknown, i: number): Message {
  const m = readObject(v, [i]);
  return {
    ID: readId(m.ID, [i, 'ID']),
    ParentID: readNumberOr(m.ParentID, 1),
    DistrictID: readId(m.DistrictID, [i, 'DistrictID']),
    Subject: readText(m.Subject, [i, 'Subject']),
    Body: readText(m.Body, [i, 'Body']),
    Created: date(m.Created, [i, 'Created']),
    ValidFrom: date(m.ValidFrom, [i, 'ValidFrom']),
    ValidTo: date(m.ValidTo, [i, 'ValidTo']),
    Number: readNumberOr(m.Number, 0),
    To: ids(m.To, [i, 'To']),
    CustomData: m.CustomData == null ? [] : [...readArray(m.CustomData, [i, 'CustomData'])],
    UserRead: date(m.UserRead, [i, 'UserRead']),
    UserChecked: date(m.UserChecked, [i, 'UserChecked']),
    ReadReceipt: readFlag(m.ReadReceipt, [i, 'ReadReceipt']),
    HTML: readFlag(m.HTML, [i, 'HTML']),
    SystemID: readNumberOr(m.SystemID, 2),
    TypeID: readNumberOr(m.TypeID, 1),
    SenderUserID: readText(m.SenderUserID, [i, 'SenderUserID']),
  };
}
