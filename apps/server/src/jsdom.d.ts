// The one part of jsdom the server uses (its HTML sanitizer's DOM). jsdom ships no types and
// @types/jsdom has no release for jsdom 29; this is all the server needs of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
