import {
  readArray,
  readFlagAt,
  readIdAt,
  readNumberOr,
  readObject,
  readTextAt,
  reader,
  fault,
} from '@/lib/api/reader';
import { parseServerDate } from '@/lib/time/stockholm';
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

type Path = readonly PropertyKey[];

const date = (v: unknown, at: Path, key: string) =>
  v == null || typeof v === 'string' ? parseServerDate(v) : fault([...at, key]);

function ids(v: unknown, at: Path, key: string): number[] {
  if (v == null) return [];
  const path = [...at, key];
  const list = readArray(v, path);
  const out = new Array<number>(list.length);
  for (let j = 0; j < list.length; j++) out[j] = readIdAt(list[j], path, j);
  return out;
}

function readMessage(v: unknown, i: number): Message {
  const at = [i];
  const m = readObject(v, at);
  return {
    ID: readIdAt(m.ID, at, 'ID'),
    ParentID: readNumberOr(m.ParentID, 1),
    DistrictID: readIdAt(m.DistrictID, at, 'DistrictID'),
    Subject: readTextAt(m.Subject, at, 'Subject'),
    Body: readTextAt(m.Body, at, 'Body'),
    Created: date(m.Created, at, 'Created'),
    ValidFrom: date(m.ValidFrom, at, 'ValidFrom'),
    ValidTo: date(m.ValidTo, at, 'ValidTo'),
    Number: readNumberOr(m.Number, 0),
    To: ids(m.To, at, 'To'),
    CustomData: m.CustomData == null ? [] : [...readArray(m.CustomData, [i, 'CustomData'])],
    UserRead: date(m.UserRead, at, 'UserRead'),
    UserChecked: date(m.UserChecked, at, 'UserChecked'),
    ReadReceipt: readFlagAt(m.ReadReceipt, at, 'ReadReceipt'),
    HTML: readFlagAt(m.HTML, at, 'HTML'),
    SystemID: readNumberOr(m.SystemID, 2),
    TypeID: readNumberOr(m.TypeID, 1),
    SenderUserID: readTextAt(m.SenderUserID, at, 'SenderUserID'),
  };
}
