import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

export function BrandMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path d="M9 23 16 8l7 15" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M12 18h8" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" opacity="0.7" />
    </svg>
  );
}

export function Brand({ labelClassName }: { labelClassName?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/" className={classes.brand} aria-label={t('nav.home')}>
      <BrandMark />
      <span className={labelClassName}>{t('app.name')}</span>
    </Link>
  );
}
