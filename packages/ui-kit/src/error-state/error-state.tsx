import { Button, Center, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** label of the retry button (the kit has no translations of its own) */
  retryLabel?: ReactNode;
  /** called on retry; a returned promise keeps the button loading until it settles */
  onRetry?: () => unknown;
  /** technical detail, e.g. the error message or status, shown small */
  detail?: ReactNode;
  icon?: ReactNode;
  compact?: boolean;
}

/** A failed load: says so, offers a retry, and never loses the user's place. */
export function ErrorState({ title, description, retryLabel = 'Retry', onRetry, detail, icon, compact = false }: ErrorStateProps) {
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    if (!onRetry) return;
    setBusy(true);
    try {
      await onRetry();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Center py={compact ? 'lg' : 48} px="md" role="alert">
      <Stack align="center" gap="xs" maw={460} ta="center">
        <ThemeIcon variant="light" color="red" size={compact ? 44 : 64} radius="xl" aria-hidden="true">
          {icon ?? <span style={{ fontSize: compact ? 20 : 28, fontWeight: 700 }}>!</span>}
        </ThemeIcon>
        <Title order={3} fz={compact ? 'md' : 'lg'}>
          {title}
        </Title>
        {description ? (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        ) : null}
        {detail ? <Code>{detail}</Code> : null}
        {onRetry ? (
          <Button variant="light" onClick={() => void retry()} loading={busy} mt="xs">
            {retryLabel}
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
