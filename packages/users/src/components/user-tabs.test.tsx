// Regression (issue 19, ar-dark screenshot pass): the account tab's phone number read
// "13037373309+" on the Arabic page; it is isolated left to right like the username.
import type { UserDetail } from '@atrium/api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUsers } from '../test/render';
import { AccountTab } from './user-tabs';

const user = {
  id: 1,
  fullName: 'Dario Monahan',
  company: 'Sonora Audio UK',
  role: 'admin',
  username: 'dario_monahan59',
  country: 'United Kingdom',
  contact: '+13037373309',
  email: 'dario.monahan@example.com',
  currentPlan: 'team',
  status: 'pending',
  avatar: '',
  billing: 'Auto debit',
  taskDone: 1,
  projectDone: 1,
  taxId: 'Tax-1736',
  language: 'French',
  version: 1,
} satisfies UserDetail;

describe('@atrium/users/AccountTab', () => {
  it('isolates the phone number left to right, so its + stays in front in Arabic', () => {
    renderUsers(<AccountTab user={user} />, { language: 'ar' });
    expect(screen.getByText('\u2066+13037373309\u2069')).toBeInTheDocument();
  });
});
