import { getApiClient } from '@atrium/api';
import { getDb } from '@atrium/mock-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sanitizeHtml } from '../components/sanitized-html';
import { renderAcademy } from '../test/render';
import { CourseDetailsPage } from './course-details-page';

describe('@atrium/academy/CourseDetailsPage', () => {
  it('ticking a topic saves it through the API and updates the section status', async () => {
    const user = userEvent.setup();
    renderAcademy(<CourseDetailsPage />);
    const status = await screen.findByTestId('section-status-section1');
    expect(status).toHaveTextContent('2 / 4');
    const topic = screen.getByRole('checkbox', { name: 'Basic design theory' });
    expect(topic).not.toBeChecked();
    await user.click(topic);
    await waitFor(() => expect(screen.getByTestId('section-status-section1')).toHaveTextContent('3 / 4'));
    await waitFor(() => expect(getDb().courseDetails.content[0]?.topics[2]?.isCompleted).toBe(true));
    expect(getDb().courseDetails.content[0]?.status).toBe('3/4');
  });

  it('rolls the tick back when the server refuses it', async () => {
    const user = userEvent.setup();
    vi.spyOn(getApiClient(), 'setCourseTopicCompleted').mockRejectedValueOnce(new Error('offline'));
    renderAcademy(<CourseDetailsPage />);
    const topic = await screen.findByRole('checkbox', { name: 'Basic design theory' });
    await user.click(topic);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Basic design theory' })).not.toBeChecked());
    expect(getDb().courseDetails.content[0]?.topics[2]?.isCompleted).toBe(false);
  });

  it('shows the instructor, the stats and the description', async () => {
    renderAcademy(<CourseDetailsPage />);
    expect(await screen.findByText('Devonne Wallbridge')).toBeInTheDocument();
    const numbers = screen.getByText('By the numbers').closest('div');
    expect(numbers).not.toBeNull();
    expect(screen.getByText('38,815')).toBeInTheDocument();
    expect(within(document.body).getByText(/Scroll to the bottom of this page/)).toBeInTheDocument();
  });

  it('sanitizes description HTML: scripts and handlers never reach the DOM', () => {
    const clean = sanitizeHtml('<p onclick="alert(1)">Hi<script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a></p>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(clean).toContain('<p>Hi');
  });
});
