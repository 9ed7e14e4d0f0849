import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeEmailHtml } from './sanitize';

const HOSTILE =
  '<p onclick="alert(1)">Hi</p><script>window.x=1</script><a href="javascript:alert(1)">pay</a>' +
  '<img src="x" onerror="alert(1)"><img src="https://track.example.com/p.png"><img src="data:image/png;base64,AAAA">' +
  '<iframe src="https://evil.example.com"></iframe><a href="https://ok.example.com">ok</a>';

describe('@atrium/email/sanitizeEmailHtml', () => {
  it('drops scripts, event handlers, javascript: links and frames', () => {
    const { html } = sanitizeEmailHtml(HOSTILE);
    expect(html).not.toMatch(/<script|onclick|onerror|javascript:|<iframe/i);
    expect(html).toContain('<p>Hi</p>');
  });

  it('holds remote images back until allowed, keeps inline ones', () => {
    const blocked = sanitizeEmailHtml(HOSTILE);
    // "x" and the tracker are remote; the data: image stays
    expect(blocked.blockedImages).toBe(2);
    expect(blocked.html).not.toMatch(/\ssrc="https:\/\/track/);
    expect(blocked.html).toContain('data-blocked-src="https://track.example.com/p.png"');
    expect(blocked.html).toContain('src="data:image/png;base64,AAAA"');
    const allowed = sanitizeEmailHtml(HOSTILE, { allowRemoteImages: true });
    expect(allowed.blockedImages).toBe(0);
    expect(allowed.html).toContain('src="https://track.example.com/p.png"');
  });

  // regression (issue 21): a held-back image was drawn as a broken-image icon with its alt text
  it('a held-back image is hidden (the notice counts it), an inline one is shown', () => {
    const doc = new DOMParser().parseFromString(sanitizeEmailHtml('<img src="//images.example.com/logo.png" alt="Company logo"><img src="data:image/png;base64,AAAA" alt="inline">').html, 'text/html');
    const [remote, inline] = [...doc.querySelectorAll('img')];
    expect(remote?.hidden).toBe(true);
    expect(inline?.hidden).toBe(false);
  });

  it('opens links in a new tab without an opener', () => {
    expect(sanitizeEmailHtml(HOSTILE).html).toContain('<a href="https://ok.example.com" rel="noopener noreferrer nofollow" target="_blank">ok</a>');
  });

  it('htmlToText gives a snippet without markup or script text', () => {
    expect(htmlToText('<p>Hello&nbsp;<b>there</b></p><script>evil()</script>')).toBe('Hello there');
  });
});
