import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { TruncatedText } from './truncated-text';

describe('@atrium/ui-kit/TruncatedText', () => {
  // regression (issue 21): in Hebrew, Latin text was cut at its start ("…e@example.com")
  it('takes the direction of its own text, isolated, and cuts at its end', () => {
    render(
      <MantineProvider>
        <div dir="rtl">
          <TruncatedText data-testid="t" size="sm" style={{ flex: 1 }}>
            john.doe@example.com
          </TruncatedText>
        </div>
      </MantineProvider>,
    );
    const el = screen.getByTestId('t');
    expect(el).toHaveAttribute('dir', 'auto');
    // Mantine's truncate (ellipsis, nowrap) is a class; the isolation is inline
    expect(el).toHaveAttribute('data-truncate', 'end');
    expect(el.getAttribute('style')).toMatch(/unicode-bidi: isolate/);
    expect(el.getAttribute('style')).toMatch(/flex: 1/);
    expect(el).toHaveTextContent('john.doe@example.com');
  });
});
