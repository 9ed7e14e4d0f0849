// Stateless seeded randomness: every number is a hash of (seed, index), so any bucket can be
// generated alone, in any order, with the same result on every machine.
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A uniform number in [0, 1) from a seed and an index (murmur3's finaliser). */
export function rand(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index | 0, 0x9e3779b1)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

/** Rounds up or down at random in proportion, so sums of many small expectations stay unbiased. */
export function roundStochastic(value: number, u: number): number {
  const floor = Math.floor(value);
  return floor + (u < value - floor ? 1 : 0);
}
