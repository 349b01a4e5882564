/** Logged (and the answer dropped) when an older search answers or is cut off (spec 2 §8). */
export const STALE_SEARCH_LOG = 'Not latest search. Discarding';

export class StaleSearchError extends Error {
  override name = 'StaleSearchError';
  constructor() {
    super(STALE_SEARCH_LOG);
  }
}

/**
 * Which search is the latest. Each answer is checked against it when it arrives: an older
 * search's answer is discarded, never shown, whatever order the services answer in.
 */
export class SearchTracker {
  private latest: string | null = null;

  start(key: string): void {
    this.latest = key;
  }

  isLatest(key: string): boolean {
    return this.latest === key;
  }

  /** Runs a search's call; its answer only counts while the search is still the latest. */
  async guard<T>(key: string, call: () => Promise<T>): Promise<T> {
    let answer: T;
    try {
      answer = await call();
    } catch (error) {
      if (!this.isLatest(key)) this.discard();
      throw error;
    }
    if (!this.isLatest(key)) this.discard();
    return answer;
  }

  private discard(): never {
    console.info(STALE_SEARCH_LOG);
    throw new StaleSearchError();
  }
}
