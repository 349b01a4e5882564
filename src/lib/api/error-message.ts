/**
 * Swedish sentences for what went wrong when the server gave no readable message (a proxy's HTML
 * error page, an empty body): never a proxy's English. Loaded by the API client on the first
 * failed answer (./client.ts), not in the start bundle.
 */
export function statusSentence(status: number): string {
  if (status === 400) return 'Begäran kunde inte behandlas.';
  if (status === 401) return 'Inloggningen är inte giltig.';
  if (status === 403) return 'Behörighet saknas.';
  if (status === 404) return 'Det efterfrågade finns inte.';
  if (status === 408 || status === 504) return 'Servern svarade inte i tid. Försök igen.';
  if (status === 409) return 'Krockar med en annan ändring.';
  if (status === 413) return 'Det som skickades är för stort.';
  if (status === 429) return 'För många förfrågningar. Vänta en stund och försök igen.';
  if (status === 502 || status === 503)
    return 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.';
  if (status >= 500) return 'Ett fel uppstod på servern. Försök igen senare.';
  return 'Oväntat svar från servern.';
}

/**
 * The server's own message when it gave one as JSON or as short plain text; otherwise (HTML,
 * long text, nothing) the Swedish sentence for the status.
 */
export function errorMessage(status: number, contentType: string, text: string): string {
  const body = parseJson(text);
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const message = record.message ?? record.Message ?? record.title ?? record.error;
    if (typeof message === 'string' && message.trim()) return message.trim();
    return statusSentence(status);
  }
  const plain = text.trim();
  const looksLikeMarkup = /html|xml/i.test(contentType) || plain.startsWith('<');
  if (plain && !looksLikeMarkup && plain.length <= 200 && !plain.includes('\n')) return plain;
  return statusSentence(status);
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}
