import { describe, expect, it } from 'vitest';
import { emailPath, sameView, viewFromSegment } from './view';

describe('@atrium/email/view', () => {
  it('a single segment is a filter first, then a label, else the inbox', () => {
    expect(viewFromSegment('sent')).toEqual({ filter: 'sent' });
    expect(viewFromSegment('trashed')).toEqual({ filter: 'trashed' });
    expect(viewFromSegment('company')).toEqual({ label: 'company' });
    expect(viewFromSegment('nonsense')).toEqual({});
  });

  it('builds canonical paths with search and open message', () => {
    expect(emailPath({})).toBe('/apps/email');
    expect(emailPath({ filter: 'inbox' })).toBe('/apps/email');
    expect(emailPath({ filter: 'spam' }, { q: 'a b', id: 3 })).toBe('/apps/email/filter/spam?q=a+b&id=3');
    expect(emailPath({ label: 'private' })).toBe('/apps/email/label/private');
  });

  it('the inbox is the default view', () => {
    expect(sameView({}, { filter: 'inbox' })).toBe(true);
    expect(sameView({ label: 'private' }, { filter: 'inbox' })).toBe(false);
  });
});
