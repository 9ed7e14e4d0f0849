import type { Notification, NotificationsResponse } from '@atrium/api';
import { renderWithProviders } from '@atrium/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyChange, NotificationsMenu } from './notifications-menu';

const api = {
  getNotifications: vi.fn<() => Promise<NotificationsResponse>>(),
  setNotificationRead: vi.fn<(id: number, read: boolean) => Promise<Notification>>(),
  markAllNotificationsRead: vi.fn<() => Promise<{ updated: number }>>(),
  dismissNotification: vi.fn<(id: number) => Promise<void>>(),
};
vi.mock('@atrium/api', async (original) => ({ ...(await original<Record<string, unknown>>()), getApiClient: () => api }));
// the router's link stands in as a plain anchor (no router in a unit test)
vi.mock('../path-link', () => ({ PathLink: ({ href, children, onClick, style }: AnchorHTMLAttributes<HTMLAnchorElement>) => <a href={href} onClick={(e) => (e.preventDefault(), onClick?.(e))} style={style}>{children}</a> }));
const show = vi.fn();
vi.mock('@mantine/notifications', () => ({ notifications: { show: (...args: unknown[]): void => void show(...args) } }));

const now = Date.now();
const feed = (): NotificationsResponse => ({
  notifications: [
    { id: 4, kind: 'orderPlaced', params: { customer: 'Rachel Kemmer', order: 6089 }, link: '/apps/ecommerce/order/details/99', createdAt: new Date(now - 12 * 60_000).toISOString(), read: false },
    { id: 3, kind: 'passwordChanged', params: {}, createdAt: new Date(now - 90 * 60_000).toISOString(), read: false },
    { id: 2, kind: 'userJoined', params: { name: 'Drew Schultz' }, link: '/apps/user/view/50', createdAt: new Date(now - 26 * 3_600_000).toISOString(), read: true },
  ],
  total: 3,
  unread: 2,
});

const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  show.mockReset();
  api.getNotifications.mockImplementation(() => Promise.resolve(feed()));
});

const bell = () => screen.getByRole('button', { name: /^Notifications/ });
// Mantine's popover is mid-transition in jsdom: what it holds is found with `hidden: true`, as the
// other popover tests of the repo do
const H = { hidden: true } as const;
const open = async () => {
  fireEvent.click(bell());
  return screen.findByRole('list', { name: 'Notifications', ...H });
};

describe('@atrium/dashboard/the notifications bell', () => {
  it('asks for the list on intent (focus), not on load; the closed bell then shows the unread count and renders no list', async () => {
    renderWithProviders(<NotificationsMenu />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(api.getNotifications).not.toHaveBeenCalled();
    expect(bell()).toHaveAccessibleName('Notifications');
    fireEvent.focus(bell());
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));
    expect(api.getNotifications).toHaveBeenCalledTimes(1);
    expect(api.getNotifications).toHaveBeenCalledWith({ limit: 20 });
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders each kind from its params in the reader\'s language, each item with a link leading to it', async () => {
    renderWithProviders(<NotificationsMenu />);
    const list = await open();
    const items = within(list).getAllByRole('listitem', H);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('New order #\u20686089\u2069');
    expect(items[0]).toHaveTextContent('\u2068Rachel Kemmer\u2069 placed an order in the online store');
    expect(within(items[0] as HTMLElement).getByRole('link', H)).toHaveAttribute('href', '/apps/ecommerce/order/details/99');
    expect(items[1]).toHaveTextContent('Your password was changed');
    expect(within(items[1] as HTMLElement).queryByRole('link', H)).toBeNull();
    expect(items[2]).toHaveAttribute('data-read', 'true');
  });

  it('in Arabic: translated, the number in the isolate', async () => {
    renderWithProviders(<NotificationsMenu />, { language: 'ar' });
    fireEvent.click(await screen.findByRole('button', { name: /^الإشعارات/ }));
    const list = await screen.findByRole('list', { name: 'الإشعارات', ...H });
    // the reader's digits, as Intl writes them for the language, inside the isolate
    const digits = new Intl.NumberFormat('ar', { useGrouping: false }).format(6089);
    expect(within(list).getAllByRole('listitem', H)[0]).toHaveTextContent(`طلب جديد رقم \u2068${digits}\u2069`);
    expect(within(list).getAllByRole('listitem', H)[0]).toHaveTextContent('قدّم \u2068Rachel Kemmer\u2069 طلبًا');
  });

  it('mark read shows at once (optimistic) and sends the change; a refusal rolls it back with a toast', async () => {
    renderWithProviders(<NotificationsMenu />);
    const list = await open();
    const pending = deferred<Notification>();
    api.setNotificationRead.mockReturnValueOnce(pending.promise);
    fireEvent.click(within(list).getByRole('button', { name: 'Mark “New order #\u20686089\u2069” as read', ...H }));
    await waitFor(() => expect(within(list).getAllByRole('listitem', H)[0]).toHaveAttribute('data-read', 'true'));
    expect(api.setNotificationRead).toHaveBeenCalledWith(4, true);
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
    act(() => pending.reject(new Error('offline')));
    await waitFor(() => expect(within(list).getAllByRole('listitem', H)[0]).not.toHaveAttribute('data-read'));
    await waitFor(() => expect(show).toHaveBeenCalledWith(expect.objectContaining({ color: 'red', title: 'Not saved' })));
  });

  it('dismiss removes the item at once; mark all read clears the count', async () => {
    renderWithProviders(<NotificationsMenu />);
    const list = await open();
    api.dismissNotification.mockReturnValueOnce(new Promise(() => undefined));
    fireEvent.click(within(list).getByRole('button', { name: 'Remove “Your password was changed”', ...H }));
    await waitFor(() => expect(within(list).getAllByRole('listitem', H)).toHaveLength(2));
    expect(api.dismissNotification).toHaveBeenCalledWith(3);
    api.markAllNotificationsRead.mockReturnValueOnce(new Promise(() => undefined));
    fireEvent.click(screen.getAllByRole('button', { name: 'Mark all as read', ...H }).at(-1) as HTMLElement);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(within(list).getAllByRole('listitem', H).every((li) => li.getAttribute('data-read') === 'true')).toBe(true);
  });

  it('a failed load says so and retries; an empty list says you are caught up', async () => {
    let offline = true;
    api.getNotifications.mockImplementation(() => (offline ? Promise.reject(new Error('offline')) : Promise.resolve({ notifications: [], total: 0, unread: 0 })));
    renderWithProviders(<NotificationsMenu />);
    fireEvent.click(bell());
    expect(await screen.findByRole('alert', H)).toHaveTextContent('Notifications could not be loaded.');
    offline = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again', ...H }));
    expect(await screen.findByText('You are all caught up')).toBeInTheDocument();
  });

  it('applyChange keeps the counts right (a read one dismissed does not move unread)', () => {
    const list = feed();
    expect(applyChange(list, { type: 'dismiss', id: 2 })).toMatchObject({ total: 2, unread: 2 });
    expect(applyChange(list, { type: 'dismiss', id: 4 })).toMatchObject({ total: 2, unread: 1 });
    expect(applyChange(list, { type: 'read', id: 2, read: true })).toBe(list);
    expect(applyChange(list, { type: 'read', id: 2, read: false }).unread).toBe(3);
    expect(applyChange(list, { type: 'dismiss', id: 99 })).toBe(list);
  });
});
