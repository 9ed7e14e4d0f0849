import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAcademy } from '../test/render';
import { AcademyDashboardPage } from './academy-dashboard-page';

describe('@atrium/academy/AcademyDashboardPage', () => {
  // ar dark screenshot pass: the webinar's English note read '.back to the store' in Arabic
  it('the upcoming webinar\'s title and note keep their own direction', async () => {
    renderAcademy(<AcademyDashboardPage />, { language: 'ar' });
    const description = await screen.findByTestId('webinar-description', undefined, { timeout: 5000 });
    expect(description).toHaveAttribute('dir', 'auto');
    expect(description.textContent?.length).toBeGreaterThan(10);
  });
});
