// The app-bar search (lazy): a listbox of categorised results driven from the input, so the
// whole thing works from the keyboard (arrows move, Enter opens, Escape closes).
import { Box, Group, Kbd, Loader, Modal, ScrollArea, Stack, Text, TextInput, ThemeIcon, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconCornerDownLeft, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../env';
import { useCanOpen } from '../ability';
import { iconFor } from '../icons';
import { hrefOptions } from '../path-link';
import { fetchAppBarSearch, type SearchResultEntry, type SearchResultGroup } from './search-api';

/** Shown before anything is typed: a few common destinations. */
const SUGGESTIONS: SearchResultGroup[] = [
  {
    category: 'popular',
    title: '',
    children: [
      { title: 'nav.analytics', icon: 'tabler-chart-pie', to: '/dashboards/analytics' },
      { title: 'nav.crm', icon: 'tabler-chart-donut', to: '/dashboards/crm' },
      { title: 'nav.ecommerce', icon: 'tabler-shopping-cart', to: '/dashboards/ecommerce' },
    ],
  },
  {
    category: 'apps',
    title: '',
    children: [
      { title: 'nav.calendar', icon: 'tabler-calendar', to: '/apps/calendar' },
      { title: 'nav.invoice', icon: 'tabler-file-dollar', to: '/apps/invoice/list' },
      { title: 'nav.users', icon: 'tabler-users', to: '/apps/user/list' },
    ],
  },
  {
    category: 'pages',
    title: '',
    children: [
      { title: 'nav.userProfile', icon: 'tabler-user-circle', to: '/pages/user-profile' },
      { title: 'nav.accountSettings', icon: 'tabler-settings', to: '/pages/account-settings' },
      { title: 'nav.faq', icon: 'tabler-help-circle', to: '/pages/faq' },
      // every account may open it: a customer's only suggestion until their role grants more
      { title: 'user.access', icon: 'tabler-shield', to: '/access-control' },
    ],
  },
];

export interface SearchModalProps {
  opened: boolean;
  onClose: () => void;
}

export default function SearchModal({ opened, onClose }: SearchModalProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 150);
  const [active, setActive] = useState(0);
  const canOpen = useCanOpen();

  const search = useQuery({
    queryKey: ['app-bar-search', debounced],
    queryFn: ({ signal }) => fetchAppBarSearch(debounced, { baseUrl: env.VITE_API_BASE_URL, signal }),
    enabled: opened && debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

  const showingSuggestions = query.trim() === '';
  const groups = useMemo<SearchResultGroup[]>(() => {
    // only places the user may open, and no group left empty by that
    const allowed = (list: SearchResultGroup[]) => list.map((g) => ({ ...g, children: g.children.filter((c) => canOpen(c.to)) })).filter((g) => g.children.length > 0);
    if (showingSuggestions) {
      return allowed(SUGGESTIONS).map((g) => ({ ...g, title: t(`search.suggestions.${g.category}`), children: g.children.map((c) => ({ ...c, title: t(c.title) })) }));
    }
    return allowed(search.data ?? []).map((g) => ({ ...g, title: t(`search.categories.${g.category}`, { defaultValue: g.title }) }));
  }, [showingSuggestions, search.data, t, canOpen]);
  const flat = useMemo(() => groups.flatMap((g) => g.children), [groups]);
  const current = Math.min(active, Math.max(flat.length - 1, 0));

  const open = (entry: SearchResultEntry | undefined) => {
    if (!entry) return;
    onClose();
    setQuery('');
    void router.navigate(hrefOptions(entry.to));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (flat.length === 0) return;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((current + 1) % flat.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current - 1 + flat.length) % flat.length);
    } else if (event.key === 'Home' && event.ctrlKey) {
      setActive(0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(flat[current]);
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const loading = !showingSuggestions && (search.isFetching || debounced !== query.trim());
  let index = -1;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      padding={0}
      withCloseButton={false}
      yOffset="10vh"
      title={undefined}
      aria-label={t('search.label')}
      transitionProps={{ duration: 120 }}
    >
      <Box p="md" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <TextInput
          data-autofocus
          value={query}
          onChange={(e) => {
            setQuery(e.currentTarget.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          role="combobox"
          aria-expanded={flat.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={flat.length > 0 ? optionId(current) : undefined}
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={loading ? <Loader size={16} /> : <Kbd size="xs">Esc</Kbd>}
          rightSectionWidth={48}
          variant="unstyled"
          size="md"
        />
      </Box>
      {/* the options are reached from the input (arrows); the list itself is a tab stop too, so a
          keyboard can scroll it when it overflows (axe: scrollable-region-focusable) */}
      <ScrollArea.Autosize mah="60vh" scrollbars="y" viewportProps={{ tabIndex: 0 }}>
        <div id={listId} role="listbox" aria-label={t('search.results')} style={{ padding: 8 }}>
          {search.isError && !showingSuggestions ? (
            <Text c="dimmed" ta="center" py="xl">
              {t('search.error')}
            </Text>
          ) : flat.length === 0 && !loading ? (
            <Stack align="center" gap={4} py="xl">
              <Text fw={500}>{t('search.noResults', { query: query.trim() })}</Text>
              <Text size="sm" c="dimmed">
                {t('search.noResultsHint')}
              </Text>
            </Stack>
          ) : (
            groups.map((group) => (
              <div key={group.category} role="group" aria-label={group.title}>
                <Text size="xs" fw={600} c="dimmed" tt="uppercase" px="sm" pt="sm" pb={4}>
                  {group.title}
                </Text>
                {group.children.map((entry) => {
                  index += 1;
                  const i = index;
                  const selected = i === current;
                  const Icon = iconFor(entry.icon);
                  return (
                    <UnstyledButton
                      key={`${entry.to}-${i}`}
                      id={optionId(i)}
                      role="option"
                      aria-selected={selected}
                      tabIndex={-1}
                      onMouseMove={() => setActive(i)}
                      onClick={() => open(entry)}
                      w="100%"
                      px="sm"
                      py={8}
                      style={{
                        borderRadius: 'var(--mantine-radius-md)',
                        background: selected ? 'var(--mantine-primary-color-light)' : undefined,
                        color: selected ? 'var(--mantine-primary-color-light-color)' : undefined,
                      }}
                      ref={selected ? (el: HTMLButtonElement | null) => el?.scrollIntoView({ block: 'nearest' }) : undefined}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <ThemeIcon variant="light" size="md" radius="md" color={selected ? undefined : 'gray'}>
                          <Icon size={16} aria-hidden />
                        </ThemeIcon>
                        <Text size="sm" style={{ flex: 1 }}>
                          {entry.title}
                        </Text>
                        {selected && <IconCornerDownLeft size={16} aria-hidden />}
                      </Group>
                    </UnstyledButton>
                  );
                })}
              </div>
            ))
          )}
        </div>
      </ScrollArea.Autosize>
      <Group gap="lg" px="md" py={8} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t('search.hintNavigate')}
        </Text>
        <Text size="xs" c="dimmed">
          <Kbd size="xs">↵</Kbd> {t('search.hintOpen')}
        </Text>
      </Group>
    </Modal>
  );
}
