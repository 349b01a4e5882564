import { z } from 'zod';
import { badRequest } from '../lib/errors';
import type { MockContext } from '../lib/handler';
import { districtsWithAccess } from '../../src/lib/auth/access';
import { ALLOWED_DISTRICT_IDS } from '../../src/lib/resources/org/allowed-districts';
import { employeesTable, type MockEmployee } from '../seed/org';
import { processTagsTable } from '../seed/documents';

/** Access rules, the `filter` parameter and look-ups shared by the document handlers. */

export const DOC_ANY = { names: ['DOC*'] };
export const FOLLOWUP = ['DOC_FOLLOWUP'];

export const filterSchema = z.object({
  userId: z.string().min(1),
  followup: z.boolean().default(false),
  districtId: z.number().int().nullable().default(null),
  dutySiteId: z.number().int().nullable().default(null),
  processtagid: z.array(z.number().int()).optional(),
});

export function readFilter<T extends z.ZodTypeAny>(ctx: MockContext, schema: T): z.infer<T> {
  const raw = ctx.query('filter');
  if (!raw) throw badRequest('filter saknas');
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw badRequest('filter måste vara JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`filter.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data as z.infer<T>;
}

/** Districts a follow-up covers: the one asked for, or every DOC_FOLLOWUP district. */
export function followupDistricts(ctx: MockContext, districtId: number | null): number[] {
  if (districtId !== null) {
    ctx.requireAccess({ names: FOLLOWUP, districts: [districtId] });
    return [districtId];
  }
  ctx.requireAccess({ names: FOLLOWUP });
  return districtsWithAccess(ctx.user.access, FOLLOWUP, ALLOWED_DISTRICT_IDS);
}

export function tagIndex(ctx: MockContext) {
  return new Map(ctx.db.get(processTagsTable).map((t) => [t.ID, t]));
}

export function employeeById(ctx: MockContext, userId: string): MockEmployee | undefined {
  return ctx.db.get(employeesTable).find((e) => e.userId === userId);
}
