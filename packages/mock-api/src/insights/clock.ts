// The mock's "now". Real time by default, so /live moves and the 13 months end today; tests
// and the benchmark pin it so every run sees the same data.
let nowFn: () => number = () => Date.now();

export function insightsNow(): number {
  return nowFn();
}

/** Pins (a fixed epoch ms or a function) or, with null, restores real time. */
export function setInsightsClock(clock: number | (() => number) | null): void {
  if (clock === null) nowFn = () => Date.now();
  else if (typeof clock === 'number') nowFn = () => clock;
  else nowFn = clock;
}
