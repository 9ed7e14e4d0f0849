// The email page with its URL state held in React state, standing in for the router.
import { Notifications } from '@mantine/notifications';
import { useState } from 'react';
import { EmailPage } from '../pages/email-page';
import type { EmailSearch, MailboxView } from '../lib/view';

export function EmailHarness({ initialView = {}, initialSearch = {} }: { initialView?: MailboxView; initialSearch?: EmailSearch }) {
  const [state, setState] = useState({ view: initialView, search: initialSearch });
  return (
    <>
      <Notifications />
      <output data-testid="url">{JSON.stringify(state)}</output>
      <EmailPage view={state.view} search={state.search} onNavigate={(view, search) => setState({ view, search })} />
    </>
  );
}
