// The one gate for a link whose address comes from data (an event's URL, an attachment, a
// profile's website): only what cannot run script in the app's origin becomes an href. React
// warns about javascript: URLs but still renders them, and libraries that render outside React
// (FullCalendar's Preact) do not even warn; every data-provided href goes through here.

export interface SafeHrefOptions {
  /** also allow a base64 data: URL of a file (a download link; never HTML, SVG, XML or script) */
  dataFiles?: boolean;
  /** also allow mailto: and tel: links */
  contact?: boolean;
}

/** A tab or newline inside a scheme (`java\tscript:`) is dropped by URL parsers: refuse them all. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

const SCRIPTABLE_TYPE = /(html|svg|xml|javascript|ecmascript)/i;
const DATA_FILE = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)(;[a-z0-9=.+-]+)*;base64,[A-Za-z0-9+/]*={0,2}$/i;

/**
 * The address as an href when it is safe to link to, else undefined (render no link). Safe: an
 * absolute http(s) URL, or a path of this app (`/x`, not `//host` or `/\host`); with options, a
 * base64 file data: URL or mailto:/tel:. Control characters and whitespace tricks
 * (`java\tscript:`, leading spaces) never pass: the answer is the URL as the browser parses it.
 */
export function safeHref(value: unknown, options: SafeHrefOptions = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > 400_000 || hasControlCharacter(text)) return undefined;
  if (/^\/(?![/\\])/.test(text)) return text;
  if (options.dataFiles === true && text.startsWith('data:')) {
    const data = DATA_FILE.exec(text);
    return data !== null && !SCRIPTABLE_TYPE.test(data[1] ?? '') ? text : undefined;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return /^https?:\/\//i.test(text) ? url.href : undefined;
  if (options.contact === true && (url.protocol === 'mailto:' || url.protocol === 'tel:')) return url.href;
  return undefined;
}
