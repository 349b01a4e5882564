import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { flag, id } from '@/lib/api/schemas';

const markResultSchema = z.object({ DocumentID: id, UserRead: flag, UserChecked: flag });
export type MarkResult = z.infer<typeof markResultSchema>;

/** POST api /document/mark?userId&documentid&read&check (no body). */
export function markDocument(input: {
  userId: string;
  documentId: number;
  read: boolean;
  check: boolean;
}): Promise<MarkResult> {
  return request({
    host: 'api',
    path: '/document/mark',
    method: 'POST',
    query: {
      userId: input.userId,
      documentid: input.documentId,
      read: input.read,
      check: input.check,
    },
    schema: markResultSchema,
  });
}
