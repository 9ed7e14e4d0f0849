import { describe, expect, it } from 'vitest';
import { HOSTILE_SUBJECT } from '@atrium/fixtures';
import { getDb } from '../store/store';
import { call, client, snapshotDb, useMockServer } from '../test/server';

useMockServer();

describe('@atrium/mock-api/email send (HTTP)', () => {
  it('POST /send stores the email in sent, newest first, and answers 201 with it', async () => {
    const sent = await client.sendEmail({ to: ['Jane.Doe@Example.com'], cc: ['boss@example.com'], subject: 'Hello', message: '<p>Hi</p>' });
    expect(sent).toMatchObject({ folder: 'sent', isRead: true, subject: 'Hello', cc: ['boss@example.com'], to: [{ email: 'jane.doe@example.com', name: 'Jane Doe' }] });
    const { emails } = await client.getEmails({ filter: 'sent' });
    expect(emails[0]?.id).toBe(sent.id);
    expect(sent.id).toBe(Math.max(...getDb().emails.map((e) => e.id)));
  });

  it('draft: true saves to drafts without recipients; draftId replaces the draft, and sending it moves it to sent', async () => {
    const before = (await client.getEmails()).emailsMeta.draft;
    const draft = await client.sendEmail({ subject: 'Later', draft: true });
    expect(draft.folder).toBe('draft');
    expect((await client.getEmails()).emailsMeta.draft).toBe(before + 1);
    const again = await client.sendEmail({ subject: 'Later, edited', draft: true, draftId: draft.id });
    expect(again.id).toBe(draft.id);
    expect((await client.getEmails()).emailsMeta.draft).toBe(before + 1);
    const sent = await client.sendEmail({ to: ['a@b.co'], subject: 'Now', draftId: draft.id });
    expect(sent).toMatchObject({ id: draft.id, folder: 'sent' });
    expect((await client.getEmails()).emailsMeta.draft).toBe(before);
  });

  it('rejects bad addresses and a send with no recipient with field errors, changing nothing', async () => {
    const snapshot = snapshotDb();
    const bad = await call('POST', '/api/apps/email/send', { to: ['not-an-address'] });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ errors: { 'to.0': ['Invalid email address'] } });
    const empty = await call('POST', '/api/apps/email/send', { subject: 'x' });
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual({ errors: { to: ['At least one recipient is required'] } });
    expect((await call('POST', '/api/apps/email/send', undefined, { rawBody: '{' })).status).toBe(400);
    expect(snapshotDb()).toBe(snapshot);
  });

  it('the seed holds one hostile inbox email for the sanitizer to face', async () => {
    const { emails } = await client.getEmails({ q: HOSTILE_SUBJECT });
    expect(emails).toHaveLength(1);
    expect(emails[0]?.message).toContain('<script>');
    // from a stranger: drawn from a colleague, the Tel Aviv store manager asked John to 'pay now'
    expect(emails[0]?.from.email).not.toMatch(/@atrium-retail\.example$/);
  });
});
