import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('@atrium/core/safeHref', () => {
  it('links http(s) URLs and the app’s own paths', () => {
    expect(safeHref('https://meet.example/room?x=1')).toBe('https://meet.example/room?x=1');
    expect(safeHref('  http://example.com ')).toBe('http://example.com/');
    expect(safeHref('/apps/calendar')).toBe('/apps/calendar');
  });

  it('refuses every script or cross-origin trick (the review’s javascript: event URL first)', () => {
    for (const value of [
      'javascript:alert(document.domain)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml;base64,PHN2Zz4=',
      '//evil.example/x',
      '/\\evil.example/x',
      'https:evil.example',
      'file:///etc/passwd',
      'mailto:a@b.co',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(safeHref(value), String(value)).toBeUndefined();
    }
  });

  it('data: files only when asked, never HTML, SVG or script; mailto/tel only when asked', () => {
    expect(safeHref('data:application/pdf;base64,JVBERi0=')).toBeUndefined();
    expect(safeHref('data:application/pdf;base64,JVBERi0=', { dataFiles: true })).toBe('data:application/pdf;base64,JVBERi0=');
    expect(safeHref('data:text/html;base64,PHNjcmlwdD4=', { dataFiles: true })).toBeUndefined();
    expect(safeHref('data:image/svg+xml;base64,PHN2Zz4=', { dataFiles: true })).toBeUndefined();
    expect(safeHref('data:text/plain,hello', { dataFiles: true })).toBeUndefined();
    expect(safeHref('javascript:alert(1)', { dataFiles: true, contact: true })).toBeUndefined();
    expect(safeHref('mailto:a@b.co', { contact: true })).toBe('mailto:a@b.co');
    expect(safeHref('tel:+1555', { contact: true })).toBe('tel:+1555');
  });
});
