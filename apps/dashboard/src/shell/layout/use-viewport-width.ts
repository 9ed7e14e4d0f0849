import { useSyncExternalStore } from 'react';

// React reads a store's snapshot on every render of its readers and again in each commit, and in
// a mobile browser `window.innerWidth` lays the page out when the DOM has changed: on the
// landing that was ~100 ms of forced layouts in one commit at 1× CPU under Lighthouse's phone
// emulation (issue 16). The width is read once and again only after a resize.
let cached: number | undefined;
let watching = false;

function read(): number {
  if (!watching) {
    // registered before any subscriber's listener, so it runs first on a resize
    watching = true;
    window.addEventListener('resize', () => (cached = undefined));
  }
  return (cached ??= window.innerWidth);
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The viewport width, right on the first render (a media-query hook would start from a guess). */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, read, () => 1440);
}
