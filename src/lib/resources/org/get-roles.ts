import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { request } from '@/lib/api/client';
import { id, text } from '@/lib/api/schemas';
import { orgKeys } from './org-keys';

export const roleSchema = z.object({ ID: id, Name: text });
export type Role = z.infer<typeof roleSchema>;

/** GET auth /api/Admin/ListRoles. */
export const getRoles = (signal?: AbortSignal) =>
  request({ host: 'auth', path: '/api/Admin/ListRoles', schema: z.array(roleSchema), signal });

export const rolesQuery = () =>
  queryOptions({
    queryKey: orgKeys.roles(),
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: 60 * 60 * 1000,
  });

export const useRoles = () => useQuery(rolesQuery());
