import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { numberOr, text } from '@/lib/api/schemas';
import { serverDate } from '@/lib/time/server-date';
import { frontPageKeys } from './front-page-keys';

const infoItemSchema = z.object({
  id: z.union([z.number(), z.string()]),
  header: text,
  body: text,
  environment: text,
  sort: numberOr(0),
  validFrom: serverDate,
  validTo: serverDate,
});
export type InfoItem = z.infer<typeof infoItemSchema>;

/** The info widget's configured source; like every call it carries the token (spec 1 §7). */
export const getInfo = (signal?: AbortSignal) =>
  request({ host: 'info', path: '', schema: z.array(infoItemSchema), signal });

/** Items valid now for this environment (or every environment), in their sort order. */
export function currentInfo(items: readonly InfoItem[], environment: string, now = Date.now()) {
  return items
    .filter((i) => !i.environment || i.environment === 'all' || i.environment === environment)
    .filter(
      (i) =>
        (!i.validFrom || i.validFrom.getTime() <= now) && (!i.validTo || now < i.validTo.getTime()),
    )
    .sort((a, b) => a.sort - b.sort);
}

export const infoQuery = () =>
  queryOptions({
    queryKey: frontPageKeys.info(),
    queryFn: ({ signal }) => getInfo(signal),
    staleTime: 5 * 60 * 1000,
  });
