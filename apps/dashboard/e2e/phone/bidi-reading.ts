// How numbers read in a right-to-left page (issue 36), measured where the browser paints them:
// numeric ranges ("1–10", "9:00–15:00"), "x of y" counts ("3 מתוך 12", "3 من 12") and date-range
// labels. Shared by the phone specs (lists.spec.ts, ranges.spec.ts).
import type { Page } from '@playwright/test';

export interface RangeReading {
  text: string;
  from: number;
  to: number;
  /** the left edge of each number as painted */
  fromLeft: number;
  toLeft: number;
  /** the range sits in an isolate: LRI/FSI … PDI around it, a <bdi>, a dir attribute or unicode-bidi: isolate/plaintext */
  isolated: boolean;
}

export interface CountReading {
  text: string;
  first: number;
  second: number;
  /** words stand between the first number and "of" ("352 inside of 340": a measure against a limit, not a part of a whole) */
  worded: boolean;
  firstLeft: number;
  secondLeft: number;
}

export interface DateRangeReading {
  text: string;
  /** the left edge of the first digit before the dash (the range's start) and after it (its end) */
  startLeft: number;
  endLeft: number;
}

export interface PageReadings {
  ranges: RangeReading[];
  counts: CountReading[];
  dateRanges: DateRangeReading[];
}

/** The word for "of" in "3 of 12" in each right-to-left language the app ships (the locale files' `range`, `summary`…). */
const OF_WORDS = ['מתוך', 'من'];

/**
 * Every numeric range, "x of y" count and date-range label painted in the page's main content.
 * Text is read across elements (a range split into isolates counts) and only text a user can see.
 */
export function readNumbers(page: Page, root = 'main#main-content'): Promise<PageReadings> {
  return page.evaluate(
    ({ root, ofWords }) => {
      const scope = document.querySelector(root) ?? document.body;
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      const pieces: { node: Text; start: number }[] = [];
      let flat = '';
      // the nearest ancestor that is not inline: text in two blocks (two cells, two lines) is apart
      const blockOf = (el: Element) => {
        let b: Element | null = el;
        while (b && b !== scope && /^(inline|contents)/.test(getComputedStyle(b).display)) b = b.parentElement;
        return b;
      };
      let lastBlock: Element | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        if (parent.closest('svg, [aria-hidden="true"]')) continue; // chart ticks are checked by the chart specs
        const rect = parent.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue; // visually hidden text
        const block = blockOf(parent);
        if (lastBlock && block !== lastBlock) flat += '\n';
        lastBlock = block;
        pieces.push({ node: node as Text, start: flat.length });
        flat += (node as Text).data;
      }
      const at = (offset: number) => {
        const piece = [...pieces].reverse().find((p) => p.start <= offset);
        if (!piece) throw new Error(`no text at ${offset}`);
        return { node: piece.node, offset: offset - piece.start };
      };
      const box = (start: number, length: number) => {
        const range = document.createRange();
        const a = at(start);
        const b = at(start + length - 1);
        range.setStart(a.node, a.offset);
        range.setEnd(b.node, b.offset + 1);
        return range.getBoundingClientRect();
      };
      const value = (s: string) => {
        const clean = s.replaceAll(',', '');
        if (!clean.includes(':')) return Number(clean);
        const [h = 0, m = 0] = clean.split(':').map(Number);
        return h * 60 + m;
      };
      // an inline isolate between the text and its block, or a block with a direction of its own
      // (a block's unicode-bidi says nothing: browsers give every p and div `isolate`)
      const isolatedBy = (element: Element | null) => {
        for (let el = element; el && el !== scope.parentElement; el = el.parentElement) {
          if (el.tagName === 'BDI' || el.hasAttribute('dir')) return true;
          const style = getComputedStyle(el);
          if (!/^inline/.test(style.display)) return false;
          if (/isolate|plaintext/.test(style.unicodeBidi)) return true;
        }
        return false;
      };
      const commonParent = (a: Node, b: Node) => {
        const range = document.createRange();
        range.setStart(a, 0);
        range.setEnd(b, 0);
        const c = range.commonAncestorContainer;
        return c.nodeType === Node.ELEMENT_NODE ? (c as Element) : c.parentElement;
      };

      const ranges = [];
      // an en dash between two numbers, isolate marks allowed on either side; not the pieces of a
      // numeric date ("30/10/2026 – 26/11/2026", Intl's marks order those)
      for (const m of flat.matchAll(/(?<![\d/.\u200e\u200f-])(\d[\d,]*(?::\d\d)?)([\u2066-\u2069]?[\s\u2009\u202f]?\u2013[\s\u2009\u202f]?[\u2066-\u2069]?)(\d[\d,]*(?::\d\d)?)(?![\d/\u200e\u200f])/gu)) {
        const [whole, from = '', dash = '', to = ''] = m;
        const start = m.index;
        const end = start + whole.length;
        const marked = /[\u2066\u2068]/.test(flat[start - 1] ?? '') && flat[end] === '\u2069';
        const fromAt = at(start);
        const toAt = at(end - 1);
        // a span of one half-day on a 12-hour clock (Arabic: "12:00–2:00 م", one marker for
        // both): its 12 is the half-day's first hour; a 24-hour span never reads "12:00–2:00"
        const clock12 = from.includes(':') && to.includes(':') && from.startsWith('12:') && value(to) < 12 * 60;
        ranges.push({
          text: whole.replace(/[\u2066-\u2069]/g, ''),
          from: clock12 ? value(from) - 12 * 60 : value(from),
          to: value(to),
          fromLeft: box(start, from.length).left,
          toLeft: box(start + from.length + dash.length, to.length).left,
          isolated: marked || isolatedBy(commonParent(fromAt.node, toAt.node)),
        });
      }

      const counts = [];
      const of = ofWords.join('|');
      for (const m of flat.matchAll(new RegExp(`(?<![\\d.,:/])(\\d[\\d,]*)(?![\\d.,:])([^\\d\\n]{0,24}?[ \\u00a0\\u2009\\u202f\\u2066-\\u2069\\u200e\\u200f](?:${of})[ \\u00a0\\u2009\\u202f\\u2066-\\u2069\\u200e\\u200f]+)(\\d[\\d,]*)(?![\\d.,:/])`, 'gu'))) {
        const [, first = '', between = '', second = ''] = m;
        counts.push({
          text: m[0].replace(/[\u2066-\u2069\u200e\u200f]/g, ''),
          first: value(first),
          second: value(second),
          worded: /[^\s\u00a0\u2009\u202f\u2066-\u2069\u200e\u200f]/u.test(between.replace(new RegExp(`(?:${of})`, 'u'), '')),
          firstLeft: box(m.index, first.length).left,
          secondLeft: box(m.index + first.length + between.length, second.length).left,
        });
      }

      const dateRanges = [];
      // the picker's dates (wide screens) and its one-line summary (a phone)
      for (const el of scope.querySelectorAll('[data-testid="range-dates"], [data-testid="range-summary"]')) {
        if (!el.checkVisibility()) continue;
        const text = el.textContent ?? '';
        const dash = text.search(/\s[–-]\s/);
        const startDigit = text.search(/\d/);
        const endDigit = dash < 0 ? -1 : dash + text.slice(dash).search(/\d/);
        if (dash < 0 || startDigit < 0 || startDigit > dash || endDigit <= dash) continue;
        const tw = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        const nodes: { node: Text; start: number }[] = [];
        let len = 0;
        for (let n = tw.nextNode(); n; n = tw.nextNode()) {
          nodes.push({ node: n as Text, start: len });
          len += (n as Text).data.length;
        }
        const left = (offset: number) => {
          const piece = [...nodes].reverse().find((p) => p.start <= offset);
          if (!piece) return NaN;
          const r = document.createRange();
          r.setStart(piece.node, offset - piece.start);
          r.setEnd(piece.node, offset - piece.start + 1);
          return r.getBoundingClientRect().left;
        };
        dateRanges.push({ text, startLeft: left(startDigit), endLeft: left(endDigit) });
      }
      return { ranges, counts, dateRanges };
    },
    { root, ofWords: OF_WORDS },
  );
}

/** What reads wrong, in words (an empty list: everything reads in its logical order). */
export function misreadings({ ranges, counts, dateRanges }: PageReadings, direction: 'rtl' | 'ltr'): string[] {
  const problems: string[] = [];
  for (const r of ranges) {
    if (r.from > r.to) problems.push(`${r.text}: its first number is the larger`);
    if (r.from !== r.to && !(r.fromLeft < r.toLeft)) problems.push(`${r.text}: ${r.from} is not painted left of ${r.to}`);
    if (!r.isolated) problems.push(`${r.text}: not in an isolate (bdi, dir, unicode-bidi or LRI … PDI)`);
  }
  for (const c of counts) {
    // a part of a whole ("3 of 12") is never the larger; the live board's occupancy against
    // capacity ("352 inside of 340") may be
    if (c.first > c.second && !c.worded) problems.push(`${c.text}: the part is larger than the whole`);
    // read right to left, the first number comes first: it is painted to the right of the second
    if (direction === 'rtl' && !(c.firstLeft > c.secondLeft)) problems.push(`${c.text}: ${c.first} is not painted before (right of) ${c.second}`);
  }
  for (const d of dateRanges) {
    if (direction === 'rtl' && !(d.startLeft > d.endLeft)) problems.push(`${d.text}: the range's start is not painted before (right of) its end`);
  }
  return problems;
}
