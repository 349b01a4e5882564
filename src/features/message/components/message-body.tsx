import { memo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

const cache = new Map<string, string>();

/** Sanitized once per distinct body (lists re-render rows while scrolling and sorting). */
function sanitized(html: string): string {
  let clean = cache.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html);
    if (cache.size > 2000) cache.clear();
    cache.set(html, clean);
  }
  return clean;
}

/**
 * A message body: HTML only through the portal's one sanitizer (formatting only, no script,
 * forms, styles or remote images); plain text as text.
 */
export const MessageBody = memo(function MessageBody({
  body,
  html,
  className = 'message-body',
}: {
  body: string;
  html: boolean;
  className?: string;
}) {
  if (!html) return <div className={`${className} message-text`}>{body}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitized(body) }} />;
});
