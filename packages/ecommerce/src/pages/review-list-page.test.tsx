import { getApiClient } from '@atrium/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { reviewListSearchSchema, type ReviewListSearch } from '../lib/search';
import { renderWithSearch } from '../test/render';
import { server } from '../test/server-handle';
import { ReviewListPage } from './review-list-page';

/** The pager's range as read: its numbers sit in their own isolates (issue 36), so it spans elements. */
const pagerRange = (expected: string | RegExp) => (_: string, el: Element | null) =>
  el?.getAttribute('aria-live') === 'polite' && (typeof expected === 'string' ? el.textContent === expected : expected.test(el.textContent ?? ''));

const initial = reviewListSearchSchema.parse({});

describe('@atrium/ecommerce/ReviewListPage', () => {
  it('filters Published / Pending / All through the URL state', async () => {
    const seen: ReviewListSearch[] = [];
    renderWithSearch(ReviewListPage, initial, (s) => seen.push(s));
    await screen.findByText(pagerRange(/1–10 of 100/));
    await userEvent.click(screen.getByRole('radio', { name: 'Pending' }));
    const pending = await getApiClient().getReviews({ status: 'Pending' });
    await waitFor(() => expect(screen.getByText(pagerRange(new RegExp(`1–10 of ${pending.total}`)))).toBeInTheDocument());
    expect(seen.at(-1)).toMatchObject({ status: 'Pending', page: 1 });
    const table = screen.getByRole('table');
    expect(within(table).queryByText('Published')).not.toBeInTheDocument();
  });

  it('deletes a review after confirmation and the list shrinks', async () => {
    renderWithSearch(ReviewListPage, initial);
    const first = (await getApiClient().getReviews()).reviews[0];
    if (!first) throw new Error('no reviews');
    await userEvent.click(await screen.findByRole('button', { name: `Delete the review by ${first.reviewer}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText(pagerRange(/1–10 of 99/))).toBeInTheDocument());
  });

  it('a 404 on delete (already removed) closes the dialog and refreshes the list', async () => {
    renderWithSearch(ReviewListPage, initial);
    const first = (await getApiClient().getReviews()).reviews[0];
    if (!first) throw new Error('no reviews');
    server.use(http.delete('*/api/apps/ecommerce/reviews/:id', () => new HttpResponse(null, { status: 404 })));
    await userEvent.click(await screen.findByRole('button', { name: `Delete the review by ${first.reviewer}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a review keeps its own direction and its status badge is never cut ("قيد الا..." on the Arabic page, issue 19)', async () => {
    renderWithSearch(ReviewListPage, initial);
    const first = (await getApiClient().getReviews()).reviews[0];
    if (!first) throw new Error('no reviews');
    const head = (await screen.findAllByText(first.head))[0];
    expect(head).toHaveAttribute('dir', 'auto');
    expect(screen.getAllByText(first.para)[0]).toHaveAttribute('dir', 'auto');
    const badge = within(screen.getByRole('table')).getAllByText(/^(Published|Pending)$/)[0]?.closest('[data-status]');
    expect(badge).toHaveStyle({ minWidth: 'max-content' });
  });
});
