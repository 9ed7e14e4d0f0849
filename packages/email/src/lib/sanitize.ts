// Email bodies are untrusted HTML: they go through the one profile (@atrium/core/sanitize), with
// remote images parked until the reader allows them (they leak that the mail was opened) and
// links opening in a new tab.
import { sanitizeHtmlCounted, type SanitizedHtml } from '@atrium/core/sanitize';

export type SanitizedEmail = SanitizedHtml;

export function sanitizeEmailHtml(dirty: string, { allowRemoteImages = false } = {}): SanitizedEmail {
  return sanitizeHtmlCounted(dirty, { allowRemoteImages, linksInNewTab: true });
}

/** The text of an HTML body, for snippets (rendered as text, never as HTML). */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
