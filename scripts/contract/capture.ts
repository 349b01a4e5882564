/**
 * Watches the portal's own calls (its `request()` uses the global fetch): each answer's status and
 * raw JSON are kept beside what the portal then reads of it. Refuses every method but GET and
 * HEAD before anything is sent: the contract check never writes.
 */
export interface Exchange {
  method: string;
  url: URL;
  /** 0 when no answer came. */
  status: number;
  contentType: string;
  /** The body as JSON; undefined when it was empty, not JSON, or not read (binary). */
  json?: unknown;
  /** How the body came: JSON, empty, text that is not JSON, or binary (bytes then). */
  body: 'json' | 'empty' | 'text' | 'binary' | 'none';
  bytes?: number;
  failure?: string;
}

export class WriteRefused extends Error {
  override name = 'WriteRefused';
}

const methodOf = (input: RequestInfo | URL, init?: RequestInit) =>
  (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();

const urlOf = (input: RequestInfo | URL) =>
  new URL(input instanceof Request ? input.url : String(input));

async function readBody(response: Response, exchange: Exchange): Promise<void> {
  const type = exchange.contentType;
  if (type && !/json|text/i.test(type)) {
    const length = Number(response.headers.get('content-length'));
    exchange.body = 'binary';
    if (Number.isFinite(length) && length > 0) exchange.bytes = length;
    return;
  }
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  if (text.trim() === '') {
    exchange.body = 'empty';
    return;
  }
  try {
    exchange.json = JSON.parse(text) as unknown;
    exchange.body = 'json';
  } catch {
    exchange.body = 'text';
  }
}

/** Installs the watch on the global fetch; `take()` hands over the exchanges since the last take. */
export function captureFetch(): { take: () => Exchange[]; restore: () => void } {
  const real = globalThis.fetch;
  let log: Exchange[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = methodOf(input, init);
    const url = urlOf(input);
    const exchange: Exchange = { method, url, status: 0, contentType: '', body: 'none' };
    log.push(exchange);
    if (method !== 'GET' && method !== 'HEAD') {
      exchange.failure = 'refused: a write';
      throw new WriteRefused(`the contract check sends no ${method}: reads only`);
    }
    let response: Response;
    try {
      response = await real(input, init);
    } catch (error) {
      exchange.failure = (error as Error).message;
      throw error;
    }
    exchange.status = response.status;
    exchange.contentType = response.headers.get('content-type') ?? '';
    await readBody(response, exchange);
    return response;
  };
  return {
    take: () => {
      const taken = log;
      log = [];
      return taken;
    },
    restore: () => {
      globalThis.fetch = real;
    },
  };
}
