// The mock's pure services that the server's routes still call (the settings rules, a new user's
// or product's validation) sanitize HTML and re-encode images through hooks: here they are pointed
// at the server's sanitizer and image encoder, with a request's content prepared beforehand
// (src/prepare-content.ts: decoding off the event loop, before any transaction). Nothing of the
// mock's storage is used on the server (decision 0031): its store hooks refuse.
import { AsyncLocalStorage } from 'node:async_hooks';
import { configureChatSimulation, setDbProvider, setHtmlSanitizer, setImageEncoder, setPasswordCodec } from '@atrium/mock-api';
import { argon2Codec } from './auth/passwords';
import { reencodeImageDataUrl } from './images';
import type { PreparedContent } from './prepare-content';
import { sanitizeStoredHtml } from './sanitize';

/** a body's prepared images and markup, for the services' validation run inside withContent */
const contents = new AsyncLocalStorage<PreparedContent | undefined>();

/** Runs `work` with `content`'s re-encoded images and sanitized markup at hand for the services' validation. */
export function withContent<T>(content: PreparedContent | undefined, work: () => T): T {
  return contents.run(content, work);
}

let installed = false;

/** Plugs the server's sanitizer, image encoder and password codec into the mock's pure services (once per process). */
export function installContentHooks(): void {
  if (installed) return;
  installed = true;
  // the mock's in-memory store must never answer on the server: a service reaching for it is a bug
  setDbProvider({
    get: () => {
      throw new Error('@atrium/server: the mock store is not used on the server (its data is in PostgreSQL)');
    },
    save: () => {
      throw new Error('@atrium/server: the mock store is not used on the server (its data is in PostgreSQL)');
    },
  });
  // every call that hashes or verifies a password is answered from the identity tables, with the
  // async API outside any transaction (src/identity/routes.ts); a service that still hashes uses argon2
  setPasswordCodec(argon2Codec);
  // the contract's HTML fields are stored sanitized (the mock in a browser keeps them as sent)
  setHtmlSanitizer((html) => contents.getStore()?.html.get(html) ?? sanitizeStoredHtml(html));
  // image data URLs are stored re-encoded: a polyglot's payload does not survive (issue 22 #7)
  setImageEncoder((dataUrl) => {
    const ready = contents.getStore()?.image(dataUrl);
    return ready?.found ? ready.value : reencodeImageDataUrl(dataUrl);
  });
  // the mock's simulated chat partner answers from timers, outside any request: not on a server
  configureChatSimulation({ enabled: false });
}
