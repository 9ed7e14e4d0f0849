// Email bodies are untrusted HTML. DOMPurify removes scripts, event handlers and javascript:
// URLs; on top of that remote images are parked (they leak that the mail was opened) until the
// reader allows them, and links open in a new tab without handing over window.opener.
import DOMPurify from 'dompurify';

export interface SanitizedEmail {
  html: string;
  /** remote images that were held back */
  blockedImages: number;
}

const SAFE_IMAGE = /^(data:image\/|cid:|blob:)/i;

export function sanitizeEmailHtml(dirty: string, { allowRemoteImages = false } = {}): SanitizedEmail {
  let blockedImages = 0;
  const purifier = DOMPurify();
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!allowRemoteImages && src !== '' && !SAFE_IMAGE.test(src)) {
        node.removeAttribute('src');
        node.removeAttribute('srcset');
        node.setAttribute('data-blocked-src', src);
        // a held-back image is counted in the notice above the body, not drawn as its alt text
        node.setAttribute('hidden', '');
        blockedImages += 1;
      }
    }
  });
  const html = purifier.sanitize(dirty, {
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
  return { html, blockedImages };
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
