/** Trips of a message (spec 2 §5): a trip is added only if it is an integer not already there. */
export type TripProblem = 'notInteger' | 'duplicate';

export function addTrip(
  trips: readonly number[],
  input: string,
): { trips: number[]; problem: null } | { trips: readonly number[]; problem: TripProblem } {
  const text = input.trim();
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(Number(text)))
    return { trips, problem: 'notInteger' };
  const trip = Number(text);
  if (trips.includes(trip)) return { trips, problem: 'duplicate' };
  return { trips: [...trips, trip], problem: null };
}

/** A comma separated list (query parameter `trips`) through the same rule, skipping the rest. */
export function parseTrips(text: string): number[] {
  let trips: readonly number[] = [];
  for (const part of text.split(',')) trips = addTrip(trips, part).trips;
  return [...trips];
}
