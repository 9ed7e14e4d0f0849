// Regression (issue 19): at 390 px the floating customizer toggle sat in the middle of the
// inline-end edge, over text and fields (in RTL, over the start of every line). jsdom lays
// nothing out, so this reads the stylesheet's phone rules; the he/390 px screenshot shows it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// the package root is the working directory of its tests (jsdom's import.meta.url is not a file)
const css = readFileSync(join(process.cwd(), 'src/shell/layout/layout.module.css'), 'utf8');

function phoneRule(selector: string): string {
  const media = /@media \(max-width: 48em\) \{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  return new RegExp(`\\${selector} \\{([^}]*)\\}`).exec(media)?.[1] ?? '';
}

describe('@atrium/dashboard/CustomizerToggle on a phone', () => {
  it('leaves the middle of the edge for the bottom corner', () => {
    expect(phoneRule('.customizerToggle')).toMatch(/top: auto/);
    expect(phoneRule('.customizerToggle')).toMatch(/bottom: /);
  });

  it('keeps room under the last row of the page so the toggle never hides it', () => {
    const room = Number(/padding-bottom: (\d+)px/.exec(phoneRule('.content'))?.[1] ?? 0);
    expect(room).toBeGreaterThanOrEqual(38 + 16);
  });
});
