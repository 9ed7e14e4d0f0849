import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from './index';

function Probe() {
  const { t } = useTranslation();
  return <button type="button">{t('actions.retry')}</button>;
}

describe('@atrium/test-utils/renderWithProviders', () => {
  it('renders with translations in the chosen language', () => {
    renderWithProviders(<Probe />, { language: 'ar' });
    expect(screen.getByRole('button', { name: 'حاول مرة أخرى' })).toBeInTheDocument();
  });
});
