// The product mark and name at the top of every auth card.
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuthLink, useAuthLinks } from '../../links';
import { AUTH_NAMESPACE } from '../../namespace';

export function BrandLogo({ size = 32 }: { size?: number }) {
  // Drawn with the theme's primary colour so it follows the palette and the colour scheme.
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path d="M9 23 16 8l7 15h-4l-3-7-3 7Z" fill="var(--mantine-primary-color-contrast, #fff)" />
    </svg>
  );
}

export function BrandHeader({ justify = 'center' }: { justify?: 'center' | 'flex-start' }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const links = useAuthLinks();
  const app = t('common:app.name');
  return (
    <Group justify={justify}>
      <AuthLink href={links.home} underline="never" c="inherit" aria-label={t('brand.home', { app })}>
        <Group gap="xs" wrap="nowrap">
          <BrandLogo />
          <Text component="span" fw={700} fz="xl">
            {app}
          </Text>
        </Group>
      </AuthLink>
    </Group>
  );
}
