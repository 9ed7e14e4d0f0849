import { API_PATHS } from '@atrium/api';
import { asClientRole, emptyFor, errorFor, handlers, loadingFor, mockApi, retriesAfterError, slowFor } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import type { EmailSearch, MailboxView } from '../lib/view';
import { EmailPage } from './email-page';

function Stateful({ view, search }: { view: MailboxView; search: EmailSearch }) {
  const [state, setState] = useState({ view, search });
  return (
    <div style={{ height: 720 }}>
      <EmailPage view={state.view} search={state.search} onNavigate={(v, s) => setState({ view: v, search: s })} />
    </div>
  );
}

const meta = {
  title: 'email/EmailPage',
  component: Stateful,
  parameters: { layout: 'fullscreen', msw: { handlers } },
  args: { view: {}, search: {} },
} satisfies Meta<typeof Stateful>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The story's language (en-light or ar-dark): the plays find the page by its translated names. */
const texts = () => (document.documentElement.lang === 'ar' ? ar : en);

/** The inbox in the story's language: the message list and the search box by their translated names. */
export const Inbox: Story = {
  parameters: { route: '/apps/email' },
  play: async ({ canvas }) => {
    const t = texts();
    await canvas.findByRole('list', { name: t.list.label }, { timeout: 15_000 });
    await expect(canvas.getByRole('textbox', { name: t.list.search })).toBeInTheDocument();
  },
};
export const Sent: Story = { args: { view: { filter: 'sent' } }, parameters: { route: '/apps/email/filter/sent' } };
// /apps/email/{folder}: a folder by its own segment, as the app's one-segment route reads it
export const Spam: Story = { args: { view: { filter: 'spam' } }, parameters: { route: '/apps/email/spam' } };
export const PersonalLabel: Story = { args: { view: { label: 'personal' } }, parameters: { route: '/apps/email/label/personal' } };
export const ImportantLabel: Story = { args: { view: { label: 'important' } } };
/** A search that matches no message shows the empty state. */
export const NoMatch: Story = {
  args: { search: { q: 'no such mail' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts().list.empty, undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};
export const Loading: Story = { parameters: mockApi(loadingFor(API_PATHS.email)) };
export const Empty: Story = { parameters: mockApi(emptyFor(API_PATHS.email)) };
export const Failed: Story = { parameters: mockApi(errorFor(API_PATHS.email)), play: retriesAfterError(API_PATHS.email) };
export const Slow: Story = { parameters: mockApi(slowFor(API_PATHS.email)) };
export const AsClient: Story = { beforeEach: asClientRole };
