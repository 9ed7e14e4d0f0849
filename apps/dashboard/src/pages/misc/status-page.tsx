import { Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Illustration, type IllustrationKind } from './illustrations';

export interface StatusPageProps {
  code?: string;
  title: string;
  description: string;
  illustration: IllustrationKind;
  action?: ReactNode;
  /** within the default layout the page is not full-height */
  inline?: boolean;
}

export function StatusPage({ code, title, description, illustration, action, inline = false }: StatusPageProps) {
  return (
    <Center mih={inline ? 420 : '100dvh'} p="xl">
      <Stack align="center" gap="sm" maw={520} ta="center">
        {code && (
          <Text fz={64} fw={700} lh={1} c="var(--mantine-color-text)" aria-hidden>
            {code}
          </Text>
        )}
        <Title order={1} fz={28}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
        {action}
        <Illustration kind={illustration} />
      </Stack>
    </Center>
  );
}

