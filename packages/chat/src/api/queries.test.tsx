// useChatUpdates: an EventSource only where the API says it pushes (the server), polling otherwise.
import { getApiConfig, setApiConfig, API_PATHS } from '@atrium/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatKeys, useChatUpdates } from './queries';

/** A stand-in EventSource: records what was opened and lets the test push events. */
class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.opened.push(this);
  }
  push(data: object) {
    this.dispatchEvent(new MessageEvent('updates', { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}

function setup(serverEvents: boolean) {
  const saved = getApiConfig();
  setApiConfig({ ...saved, serverEvents });
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useChatUpdates(), { wrapper });
  return { invalidate, hook, restore: () => setApiConfig(saved) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useChatUpdates', () => {
  it('follows the server\'s stream: the first event is the baseline, a changed one reloads the chat, unmounting closes it', async () => {
    const { invalidate, hook, restore } = setup(true);
    try {
      expect(FakeEventSource.opened).toHaveLength(1);
      const source = FakeEventSource.opened[0];
      if (!source) throw new Error('an EventSource');
      expect(source.url).toBe(`${getApiConfig().baseUrl ?? ''}${API_PATHS.chatUpdates}`);
      source.push({ unseenMsgs: 0, latest: null });
      source.push({ unseenMsgs: 0, latest: null });
      expect(invalidate).not.toHaveBeenCalled();
      source.push({ unseenMsgs: 1, latest: '2026-11-28T10:00:00.000Z' });
      await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
      expect(invalidate.mock.calls[0]?.[0]?.queryKey).toEqual(chatKeys.all);
      hook.unmount();
      expect(source.closed).toBe(true);
    } finally {
      restore();
    }
  });

  it('opens no stream where the API does not push (the in-browser mock): it polls the plain call', () => {
    const { hook, restore } = setup(false);
    try {
      expect(FakeEventSource.opened).toHaveLength(0);
      hook.unmount();
    } finally {
      restore();
    }
  });
});
