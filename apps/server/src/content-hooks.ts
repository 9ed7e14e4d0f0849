// Body validation (@atrium/domain's `validate`, which the server's routes call) cleans HTML fields
// and re-encodes image data URLs through two hooks: here they are pointed at the server's
// sanitizer and image encoder, with a request's content prepared beforehand
// (src/prepare-content.ts: decoding off the event loop, before any transaction). Nothing of the
// mock runs on the server (decisions 0031, 0033): no store, password codec or chat hooks to fill.
import { AsyncLocalStorage } from 'node:async_hooks';
import { setHtmlSanitizer, setImageEncoder } from '@atrium/domain';
import { reencodeImageDataUrl } from './images';
import type { PreparedContent } from './prepare-content';
import { sanitizeStoredHtml } from './sanitize';

/** a body's prepared images and markup, for the validation run inside withContent */
const contents = new AsyncLocalStorage<PreparedContent | undefined>();

/** Runs `work` with `content`'s re-encoded images and sanitized markup at hand for the validation. */
export function withContent<T>(content: PreparedContent | undefined, work: () => T): T {
  return contents.run(content, work);
}

let installed = false;

/** Plugs the server's sanitizer and image encoder into the shared validation (once per process). */
export function installContentHooks(): void {
  if (installed) return;
  installed = true;
  // the contract's HTML fields are stored sanitized (the mock in a browser keeps them as sent)
  setHtmlSanitizer((html) => contents.getStore()?.html.get(html) ?? sanitizeStoredHtml(html));
  // image data URLs are stored re-encoded: a polyglot's payload does not survive (issue 22 #7)
  setImageEncoder((dataUrl) => {
    const ready = contents.getStore()?.image(dataUrl);
    return ready?.found ? ready.value : reencodeImageDataUrl(dataUrl);
  });
}
