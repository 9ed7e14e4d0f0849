import type { CSSProperties } from 'react';

/**
 * For the cards of a long dashboard: while a card is off screen the browser skips its layout and
 * paint (`content-visibility: auto`), and it keeps the size it last had (`auto`) or about a
 * card's height before its first render. On a phone the landing's live board and charts are
 * mostly below the fold: their layout was most of the commits that draw them (issue 16). They
 * stay in the accessibility tree and in find-in-page.
 */
export const OFFSCREEN_SKIPPED: CSSProperties = { contentVisibility: 'auto', containIntrinsicSize: 'auto 160px' };
