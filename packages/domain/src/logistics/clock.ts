// The fleet's clock, the one piece of state here: fleet positions advance with it (fleet.ts).
// Real time by default (so the map moves while the page is open), pinned or stepped in tests;
// `origin` is when the stored progress was true (the process's start in both backends).
let nowFn: () => number = () => Date.now();
let origin = Date.now();

export function logisticsNow(): number {
  return nowFn();
}

/** When the fleet's stored progress was true; live progress grows from there. */
export function logisticsOrigin(): number {
  return origin;
}

/**
 * Pins the clock (a fixed epoch ms or a function) or, with null, restores real time. The origin
 * moves to the new "now", so the fleet starts from its stored progress again.
 */
export function setLogisticsClock(clock: number | (() => number) | null): void {
  if (clock === null) nowFn = () => Date.now();
  else if (typeof clock === 'number') nowFn = () => clock;
  else nowFn = clock;
  origin = nowFn();
}
