import { Group, Kbd, Text, UnstyledButton, ActionIcon } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The modal, its query and its icons load on first open (or on hover, to hide the delay).
const loadModal = () => import('./search-modal');
const SearchModal = lazy(loadModal);

export function SearchTrigger({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const open = () => {
    setRequested(true);
    setOpened(true);
  };
  // Mantine ignores these while typing in inputs, so "/" still types a slash there.
  useHotkeys([
    ['mod+K', open],
    ['/', open],
  ]);
  const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
  // The wide button's name holds its visible text, shortcut included (WCAG 2.5.3, axe's
  // label-content-name-mismatch): the key label is written once and shown and named alike.
  const keys = isMac ? '⌘+K' : 'Ctrl+K';
  const name = t('search.open', { keys });
  return (
    <>
      {compact ? (
        <ActionIcon variant="subtle" color="gray" size="lg" radius="xl" aria-label={name} aria-keyshortcuts="Control+K Meta+K /" onClick={open} onMouseEnter={() => void loadModal()}>
          <IconSearch size={22} stroke={1.6} aria-hidden />
        </ActionIcon>
      ) : (
        <UnstyledButton onClick={open} onMouseEnter={() => void loadModal()} aria-label={name} aria-keyshortcuts="Control+K Meta+K /" px="xs" py={6}>
          <Group gap="xs" wrap="nowrap">
            <IconSearch size={22} stroke={1.6} aria-hidden />
            <Text c="dimmed" size="sm">
              {t('search.trigger')}
            </Text>
            <Kbd size="xs" dir="ltr">
              {keys}
            </Kbd>
          </Group>
        </UnstyledButton>
      )}
      {requested && (
        <Suspense fallback={null}>
          <SearchModal opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
