// The two page shapes every auth page shares: v1 a centred card, v2 a split screen with an
// illustration beside the form (the illustration hides on small screens).
import { Box, Center, Flex, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AuthIllustration, type AuthIllustrationKind } from '../auth-illustration/auth-illustration';
import { BrandHeader } from '../brand-header/brand-header';

export type AuthVariant = 'v1' | 'v2';

export interface AuthLayoutProps {
  variant?: AuthVariant;
  illustration: AuthIllustrationKind;
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
}

function Heading({ title, subtitle }: Pick<AuthLayoutProps, 'title' | 'subtitle'>) {
  return (
    <Stack gap={4}>
      <Title order={1} fz="h3">
        {title}
      </Title>
      {subtitle !== undefined && <Text c="dimmed">{subtitle}</Text>}
    </Stack>
  );
}

// Not a <main>: the app's blank layout is the page's one main landmark (a second one inside it
// was announced twice by screen readers).
export function AuthLayout({ variant = 'v1', illustration, title, subtitle, children }: AuthLayoutProps) {
  if (variant === 'v2') {
    return (
      <Flex mih="100dvh" data-variant="v2">
        <Center
          visibleFrom="md"
          flex={1}
          p="xl"
          bg="var(--mantine-color-default-hover)"
          style={{ borderInlineEnd: '1px solid var(--mantine-color-default-border)' }}
        >
          <AuthIllustration kind={illustration} />
        </Center>
        <Center w={{ base: '100%', md: 480 }} p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg" w="100%" maw={420}>
            <BrandHeader justify="flex-start" />
            <Heading title={title} subtitle={subtitle} />
            {children}
          </Stack>
        </Center>
      </Flex>
    );
  }
  return (
    <Center mih="100dvh" p="md" data-variant="v1">
      <Paper withBorder shadow="md" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={460}>
        <Stack gap="lg">
          <BrandHeader />
          <Heading title={title} subtitle={subtitle} />
          <Box>{children}</Box>
        </Stack>
      </Paper>
    </Center>
  );
}
