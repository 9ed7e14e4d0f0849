import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderPages } from '../test/render';
import { FaqList } from './faq-list';

describe('@atrium/pages/FaqList', () => {
  it('shows the five groups, then only the matching questions, then an empty state', async () => {
    const user = userEvent.setup();
    renderPages(<FaqList />);
    for (const title of ['Payment', 'Delivery', 'Cancellation & return', 'My orders', 'Product & services']) {
      expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeInTheDocument();
    }
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'cancel');
    await screen.findByRole('heading', { name: 'Cancellation & return' }, {});
    await expect.poll(() => screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search questions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'zzzz');
    expect(await screen.findByText('No questions match your search')).toBeInTheDocument();
  });

  it('is translated in Arabic', async () => {
    renderPages(<FaqList />, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'الدفع' })).toBeInTheDocument();
  });

  // regression (issue 21, he 390 px screenshot of the landing page): an English question in a
  // right-to-left page read "?When is payment taken for my order"
  it('isolates each question and answer, so text in another direction keeps its punctuation in place', async () => {
    renderPages(<FaqList />, { language: 'he' });
    await screen.findByRole('heading', { name: 'תשלום' }, { timeout: 5000 });
    const controls = screen.getAllByRole('button', { expanded: false });
    const questions = controls.filter((c) => c.hasAttribute('aria-controls'));
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) expect(q.querySelector('bdi')?.textContent).toBe(q.textContent);
  });
});
