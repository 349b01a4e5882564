import type { Place } from '../api/schemas';
import type { Stop } from '@/lib/resources/traffic/stop-schema';
import { SIGNATURE_DISTRICTS } from '../config';

/** How trains are searched for a stop: by signature, by name, or not at all (spec 2 §5). */
export type TrainSearch =
  | { kind: 'signature'; signature: string }
  | { kind: 'place'; name: string }
  | { kind: 'missingSignature' };

const fold = (text: string) => text.toLocaleLowerCase('sv').trim();

/** The station's signature: the stop's short name, or the place of the same name. */
export function signatureOf(stop: Stop, places: readonly Place[]): string | null {
  if (stop.shortName) return stop.shortName;
  const name = fold(stop.stopName);
  const place = places.find(
    (p) => p.shortName && fold(p.name) === name && p.districtId === stop.districtId,
  );
  return place?.shortName ?? null;
}

/** In districts 4, 5 and 17 a station without a signature gives "Saknar platssignatur". */
export function trainSearchFor(
  stop: Stop,
  districtId: number,
  places: readonly Place[],
): TrainSearch {
  const signature = signatureOf(stop, places);
  if (signature) return { kind: 'signature', signature };
  if (SIGNATURE_DISTRICTS.includes(districtId)) return { kind: 'missingSignature' };
  return { kind: 'place', name: stop.stopName };
}
