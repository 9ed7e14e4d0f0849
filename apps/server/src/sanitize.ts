// The server's HTML sanitizer: @atrium/core's one profile (the same the screens render with) on a
// jsdom window, since DOMPurify needs a DOM. Plugged into the mock's services, it cleans every
// field the contract marks as HTML before it is stored (issue 22). Remote images are kept: the
// reader's screen parks them until the reader allows them, which needs their address.
import { createHtmlSanitizer, type HtmlSanitizer } from '@atrium/core/sanitize';
import { JSDOM } from 'jsdom';

let sanitizer: HtmlSanitizer | undefined;

export function sanitizeStoredHtml(html: string): string {
  sanitizer ??= createHtmlSanitizer(new JSDOM('').window);
  return sanitizer.sanitizeHtml(html, { allowRemoteImages: true });
}
