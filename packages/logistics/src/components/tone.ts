// Up/down figures keep 4.5:1 contrast in light and dark schemes (see tone.css).
import './tone.css';

/** a colour for Mantine's `c` prop */
export function toneOf(value: number): string {
  return value >= 0 ? 'var(--atrium-tone-up)' : 'var(--atrium-tone-down)';
}
