import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

/** Spec constants: build number 456, default version 0.0.0. */
export const BUILD_NUMBER = 456;
export const DEFAULT_VERSION = '0.0.0';

const versionSchema = z.object({ version: z.string().check(z.minLength(1)) });

/** The app version from the static version file beside index.html. */
export async function getVersion(): Promise<string> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}version.json`, { cache: 'no-store' });
    if (!response.ok) return DEFAULT_VERSION;
    const parsed = z.safeParse(versionSchema, await response.json());
    return parsed.success ? parsed.data.version : DEFAULT_VERSION;
  } catch {
    return DEFAULT_VERSION;
  }
}

export function useVersion(): string {
  const query = useQuery({
    queryKey: ['app', 'version'],
    queryFn: getVersion,
    staleTime: Infinity,
  });
  return query.data ?? DEFAULT_VERSION;
}
