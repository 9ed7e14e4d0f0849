// One line of text cut with an ellipsis at its logical end, in any direction. Plain `truncate`
// cuts at the end of the page's direction: a Latin name or email in a Hebrew or Arabic page lost
// its beginning ("…e@example.com"). The text's own direction (dir="auto", an isolated run)
// decides where it ends; it still lines up with the page (text-align: match-parent).
import { Text, type ElementProps, type TextProps } from '@mantine/core';
import type { CSSProperties } from 'react';

export interface TruncatedTextProps extends Omit<TextProps, 'truncate'>, Omit<ElementProps<'p', keyof TextProps>, 'dir'> {
  /** the element to render (a span inside a line, a heading for a title) @default 'p' */
  component?: 'p' | 'span' | 'div' | 'h2' | 'h3';
}

const BIDI: CSSProperties = { unicodeBidi: 'isolate', textAlign: 'match-parent' };

export function TruncatedText({ style, component = 'p', ...rest }: TruncatedTextProps) {
  return <Text component={component} truncate="end" dir="auto" style={[BIDI, style]} {...rest} />;
}
