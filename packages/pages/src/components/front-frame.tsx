// The frame of the public front pages (blank layout): a top bar with the site's links, the page,
// and a footer. Links are router links so the pages switch without a reload.
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { usePagesT } from '../lib/format';

const LINKS = [
  { to: '/front-pages/landing-page', key: 'home' },
  { to: '/front-pages/pricing', key: 'pricing' },
  { to: '/front-pages/help-center', key: 'helpCenter' },
  { to: '/front-pages/checkout', key: 'checkout' },
] as const;

export function FrontFrame({ children }: { children: ReactNode }) {
  const { t } = usePagesT();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Group justify="space-between">
            <Anchor component={Link} to="/front-pages/landing-page" fw={800} fz="lg" underline="never">Atrium</Anchor>
            <Group component="nav" aria-label={t('front.nav')} gap="md">
              {LINKS.map((l) => (
                <Anchor key={l.key} component={Link} to={l.to} size="sm" activeProps={{ 'aria-current': 'page', style: { fontWeight: 700 } }}>
                  {t(`front.links.${l.key}`)}
                </Anchor>
              ))}
              <Anchor component={Link} to="/" size="sm">{t('front.links.dashboard')}</Anchor>
            </Group>
          </Group>
        </Container>
      </Box>
      {/* not a <main>: the app's blank layout is the page's one main landmark */}
      <Box style={{ flex: 1 }} py="xl">
        <Container size="lg">{children}</Container>
      </Box>
      <Box component="footer" py="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          <Text size="sm" c="dimmed">{t('front.footer', { year: new Date().getFullYear() })}</Text>
        </Container>
      </Box>
    </Box>
  );
}
