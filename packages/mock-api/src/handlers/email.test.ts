import type { Email, EmailsResponse } from '@atrium/api';
import { describe, expect, it } from 'vitest';
import { getDb } from '../store/store';
import { call, client, snapshotDb, useMockServer } from '../test/server';

useMockServer();

describe('@atrium/mock-api/email (HTTP)', () => {
  it('GET without a filter answers the inbox (not deleted), newest first', async () => {
    const { emails } = await client.getEmails();
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((e) => e.folder === 'inbox' && !e.isDeleted)).toBe(true);
    const times = emails.map((e) => Date.parse(e.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filter selects a folder, starred or trashed; label narrows', async () => {
    for (const folder of ['sent', 'draft', 'spam'] as const) {
      const { emails } = await client.getEmails({ filter: folder });
      expect(emails.length).toBeGreaterThan(0);
      expect(emails.every((e) => e.folder === folder && !e.isDeleted)).toBe(true);
    }
    const starred = await client.getEmails({ filter: 'starred' });
    expect(starred.emails.length).toBeGreaterThan(0);
    expect(starred.emails.every((e) => e.isStarred && !e.isDeleted)).toBe(true);
    const trashed = await client.getEmails({ filter: 'trashed' });
    expect(trashed.emails.length).toBeGreaterThan(0);
    expect(trashed.emails.every((e) => e.isDeleted)).toBe(true);
    for (const label of ['private', 'company', 'personal', 'important'] as const) {
      const { emails } = await client.getEmails({ label });
      expect(emails.length).toBeGreaterThan(0);
      expect(emails.every((e) => e.labels.includes(label) && !e.isDeleted)).toBe(true);
    }
  });

  it('q matches the sender name or the subject', async () => {
    const [first] = (await client.getEmails()).emails;
    const name = first?.from.name.split(' ')[0]?.toUpperCase() ?? '';
    const { emails } = await client.getEmails({ q: name });
    expect(emails.map((e) => e.id)).toContain(first?.id);
    expect(emails.every((e) => `${e.from.name}\n${e.subject}`.toLowerCase().includes(name.toLowerCase()))).toBe(true);
  });

  it('emailsMeta counts inbox unread, drafts, spam unread and stars (not deleted)', async () => {
    const { emailsMeta } = await client.getEmails();
    const live = getDb().emails.filter((e) => !e.isDeleted);
    expect(emailsMeta).toEqual({
      inbox: live.filter((e) => e.folder === 'inbox' && !e.isRead).length,
      draft: live.filter((e) => e.folder === 'draft').length,
      spam: live.filter((e) => e.folder === 'spam' && !e.isRead).length,
      star: live.filter((e) => e.isStarred).length,
    });
    expect(emailsMeta.inbox).toBeGreaterThan(0);
  });

  it('POST with a label toggles it on each email and answers 201 with no body', async () => {
    const [a, b] = getDb().emails;
    const hadPrivate = [a?.labels.includes('private'), b?.labels.includes('private')];
    const res = await call('POST', '/api/apps/email', { ids: [a?.id, b?.id], label: 'private', data: { isRead: false } });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    const [a2, b2] = getDb().emails;
    expect([a2?.labels.includes('private'), b2?.labels.includes('private')]).toEqual(hadPrivate.map((x) => !x));
    // with a label, data is not applied
    expect(a2?.isRead).toBe(a?.isRead);
    await client.updateEmails({ ids: [a?.id ?? 0], label: 'private' });
    expect(getDb().emails[0]?.labels.includes('private')).toBe(hadPrivate[0]);
  });

  it('POST without a label merges data into each email', async () => {
    const ids = getDb().emails.slice(0, 3).map((e) => e.id);
    await client.updateEmails({ ids, data: { isDeleted: true, isStarred: true } });
    expect(getDb().emails.slice(0, 3).every((e) => e.isDeleted && e.isStarred)).toBe(true);
    const trashed = await client.getEmails({ filter: 'trashed' });
    expect(trashed.emails.map((e) => e.id)).toEqual(expect.arrayContaining(ids));
  });

  it('POST with bad input answers 400 field errors and changes nothing', async () => {
    const before = snapshotDb();
    const bad = [{ ids: 'all', data: {} }, { ids: [1], data: { id: 5 } }, { ids: [1], label: 'work' }, {}, [1, 2]];
    for (const body of bad) expect((await call('POST', '/api/apps/email', body)).status).toBe(400);
    expect((await call('POST', '/api/apps/email', undefined, { rawBody: '{ids:[1]}' })).status).toBe(400);
    expect(snapshotDb()).toBe(before);
  });

  it('each account has its own mailbox: another starts empty, and neither sees nor changes the other\'s mail', async () => {
    const user = getDb().users.find((u) => u.status === 'active');
    if (!user) throw new Error('an active user');
    await client.setUserRole(user.id, { role: 'support' });
    await client.setUserPassword(user.id, { newPassword: 'support123', confirmPassword: 'support123' });
    const { accessToken: other } = await client.login({ email: user.email, password: 'support123' });
    const theirs = (query = '') => call('GET', `/api/apps/email${query}`, undefined, { token: other }).then((r) => r.json as EmailsResponse);
    expect(await theirs()).toEqual({ emails: [], emailsMeta: { inbox: 0, draft: 0, spam: 0, star: 0 } });

    const adminSent = await client.getEmails({ filter: 'sent' });
    const sent = await call('POST', '/api/apps/email/send', { to: ['jane.doe@example.com'], subject: 'Mine only' }, { token: other });
    expect(sent.status).toBe(201);
    const mine = sent.json as Email;
    // ids are unique across mailboxes (the server draws them from one sequence)
    expect(getDb().emails.some((e) => e.id === mine.id)).toBe(false);
    expect((await theirs('?filter=sent')).emails.map((e) => e.id)).toEqual([mine.id]);
    expect(await client.getEmails({ filter: 'sent' })).toEqual(adminSent);
    expect(getDb().mailboxes[`user:${user.id}`]?.map((e) => e.id)).toEqual([mine.id]);

    // the admin naming the other account's email changes nothing there; its own draft id is not theirs to take
    await client.updateEmails({ ids: [mine.id], data: { isDeleted: true } });
    expect((await theirs('?filter=sent')).emails[0]?.isDeleted).toBe(false);
    const draft = (await call('POST', '/api/apps/email/send', { subject: 'Later', draft: true }, { token: other })).json as Email;
    const taken = await client.sendEmail({ to: ['a@b.co'], subject: 'Not yours', draftId: draft.id });
    expect(taken.id).not.toBe(draft.id);
    expect((await theirs('?filter=draft')).emails.map((e) => e.subject)).toEqual(['Later']);
  });
});
