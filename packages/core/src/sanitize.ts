// The one HTML profile for every field the contract marks as HTML (email bodies, course
// descriptions, help articles, product descriptions), in the browser before rendering and on the
// server before storing. Its own subpath (`@atrium/core/sanitize`) so DOMPurify is only loaded by
// the chunks that render HTML, never by the app's entry.
//
// On top of DOMPurify's defaults (no script, no event handlers, no javascript: URLs) it drops
// everything that lets stored HTML pass itself off as the app (forms and inputs, style sheets and
// style attributes: the security review showed a full-screen fake "Session expired" form), frames
// and plugins, SVG and MathML (and their parser tricks), data- attributes and media that fetch
// from elsewhere; links never hand over window.opener; remote images are parked until allowed.
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify';

export interface SanitizeOptions {
  /**
   * Keep remote image sources. By default an image whose source is not an inline raster
   * `data:image/…` is parked: its `src` moves to `data-blocked-src` and it is `hidden` (a remote
   * image tells its sender that the text was read).
   */
  allowRemoteImages?: boolean;
  /** Links open in a new tab (`target="_blank"`); either way they carry `rel="noopener noreferrer nofollow"`. */
  linksInNewTab?: boolean;
}

export interface SanitizedHtml {
  html: string;
  /** images whose remote source was held back */
  blockedImages: number;
}

export interface HtmlSanitizer {
  /** The clean HTML. */
  sanitizeHtml(dirty: string, options?: SanitizeOptions): string;
  /** The clean HTML and how many remote images were parked. */
  sanitizeHtmlCounted(dirty: string, options?: SanitizeOptions): SanitizedHtml;
}

/** What never survives, whatever the field. */
export const FORBIDDEN_TAGS = [
  'style', 'link', 'meta', 'base', 'title',
  'form', 'input', 'button', 'textarea', 'select', 'option', 'optgroup', 'datalist', 'output', 'fieldset', 'legend', 'label',
  'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal',
  'audio', 'video', 'source', 'track', 'picture',
  'noscript', 'noembed', 'noframes', 'template', 'dialog',
] as const;
// style: overlays; background/poster/srcset: remote fetches that would slip past image parking
export const FORBIDDEN_ATTRIBUTES = ['style', 'background', 'poster', 'srcset', 'ping', 'formaction', 'action', 'autofocus'] as const;

/** http(s), mailto and tel, or a relative URL (no scheme): DOMPurify's own pattern with the other schemes taken out. */
const ALLOWED_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
/** inline raster images only: an SVG data URI can carry script once opened on its own */
const SAFE_DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,[a-z0-9+/]*={0,2}$/i;

interface Run {
  options: SanitizeOptions;
  blocked: number;
}

/** The profile on the DOM of `root` (a browser window, or jsdom's on a server). */
export function createHtmlSanitizer(root: WindowLike): HtmlSanitizer {
  const purifier: DOMPurify = createDOMPurify(root);
  if (!purifier.isSupported) {
    // DOMPurify without a working DOM returns its input unchanged: refuse instead
    throw new Error('@atrium/core/sanitize: this environment has no DOM to sanitize with');
  }
  // sanitize() is synchronous, so the hooks read the options of the call in progress from here
  let run: Run = { options: {}, blocked: 0 };
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' || node.tagName === 'AREA') {
      if (node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer nofollow');
      if (run.options.linksInNewTab) node.setAttribute('target', '_blank');
      else node.removeAttribute('target');
      const href = node.getAttribute('href') ?? '';
      if (/^\s*data:/i.test(href)) node.removeAttribute('href');
    }
    if (node.tagName === 'IMG') {
      const src = (node.getAttribute('src') ?? '').trim();
      if (src === '' || SAFE_DATA_IMAGE.test(src)) return;
      if (/^data:/i.test(src)) {
        node.removeAttribute('src');
        return;
      }
      if (run.options.allowRemoteImages) return;
      node.removeAttribute('src');
      node.setAttribute('data-blocked-src', src);
      // a held-back image is counted in a notice, not drawn as a broken icon with its alt text
      node.setAttribute('hidden', '');
      run.blocked += 1;
    }
  });

  const sanitizeHtmlCounted = (dirty: string, options: SanitizeOptions = {}): SanitizedHtml => {
    run = { options, blocked: 0 };
    try {
      const html = purifier.sanitize(dirty, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: [...FORBIDDEN_TAGS],
        FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
        ALLOW_DATA_ATTR: false,
        ALLOWED_URI_REGEXP: ALLOWED_URI,
        RETURN_TRUSTED_TYPE: false,
      });
      return { html, blockedImages: run.blocked };
    } finally {
      run = { options: {}, blocked: 0 };
    }
  };
  return { sanitizeHtmlCounted, sanitizeHtml: (dirty, options) => sanitizeHtmlCounted(dirty, options).html };
}

let browserSanitizer: HtmlSanitizer | undefined;

function fromWindow(): HtmlSanitizer {
  if (typeof window === 'undefined') throw new Error('@atrium/core/sanitize: no window; use createHtmlSanitizer(jsdomWindow) on a server');
  browserSanitizer ??= createHtmlSanitizer(window);
  return browserSanitizer;
}

/** The profile on this page's DOM. */
export function sanitizeHtml(dirty: string, options?: SanitizeOptions): string {
  return fromWindow().sanitizeHtml(dirty, options);
}

/** The profile on this page's DOM, with the number of remote images it parked. */
export function sanitizeHtmlCounted(dirty: string, options?: SanitizeOptions): SanitizedHtml {
  return fromWindow().sanitizeHtmlCounted(dirty, options);
}
