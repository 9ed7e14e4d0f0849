// The app type-checks this file from its own program, which does not include src/*.d.ts; the
// reference brings the CommonJS build's declaration along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../tabler-cjs.d.ts" />
// A searchable gallery of the Tabler icon set. The set (thousands of icons) is imported lazily
// when the page opens, and only one page of matches renders at a time.
import { EmptyState, PageHeader, SearchInput } from '@atrium/ui-kit';
import { Card, Pagination, SimpleGrid, Skeleton, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { IconStar } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useShowcaseT } from '../lib/use-showcase-t';

// a type-only import: the icon set itself is loaded lazily below
type IconComponent = typeof IconStar;
const PAGE_SIZE = 60;

export function IconsPage() {
  const { t, number } = useShowcaseT();
  const [icons, setIcons] = useState<Array<[string, IconComponent]> | null>(null);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const clipboard = useClipboard({ timeout: 1500 });

  useEffect(() => {
    let alive = true;
    // The gallery loads the whole set from the CommonJS build on purpose: a different module than
    // the ESM icons the shell imports one by one, so the bundler cannot fold the entire library
    // into a chunk the first paint shares (it did: 488 kB gzip in the initial JS).
    void import('@tabler/icons-react/dist/cjs/tabler-icons-react.cjs').then((mod) => {
      if (!alive) return;
      // CommonJS interop: the icons sit on `default` (and, depending on the bundler, on the namespace).
      const all: Record<string, unknown> = { ...mod.default, ...(mod as unknown as Record<string, unknown>) };
      const entries = Object.entries(all).filter((e): e is [string, IconComponent] => /^Icon[A-Z]/.test(e[0]) && !e[0].endsWith('Filled') && typeof e[1] === 'object');
      setIcons(entries);
    });
    return () => {
      alive = false;
    };
  }, []);

  const matches = useMemo(() => {
    const needle = q.trim().toLowerCase().replace(/[\s-]/g, '');
    return (icons ?? []).filter(([name]) => name.toLowerCase().includes(needle));
  }, [icons, q]);
  const pages = Math.max(1, Math.ceil(matches.length / PAGE_SIZE));
  const shown = matches.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const copy = (name: string) => {
    clipboard.copy(`<${name} />`);
    notifications.show({ message: t('icons.copied', { name }) });
  };

  return (
    <Stack gap="lg">
      <PageHeader title={t('icons.title')} description={t('icons.description')} />
      <Card withBorder radius="md" padding="lg">
        <Stack>
          <SearchInput value={q} onChange={(v) => { setQ(v); setPage(1); }} placeholder={t('icons.search')} aria-label={t('icons.search')} clearLabel={t('actions.clear')} />
          <Text size="sm" c="dimmed" aria-live="polite">{icons ? t('icons.count', { count: matches.length, formatted: number(matches.length) }) : t('demo.loading')}</Text>
          {icons === null ? (
            <SimpleGrid cols={{ base: 3, sm: 6, lg: 10 }}>{Array.from({ length: 20 }, (_, i) => <Skeleton key={i} h={72} />)}</SimpleGrid>
          ) : shown.length === 0 ? (
            <EmptyState title={t('icons.none')} />
          ) : (
            <SimpleGrid cols={{ base: 3, sm: 6, lg: 10 }}>
              {shown.map(([name, Icon]) => (
                <Tooltip key={name} label={name}>
                  {/* the name starts with the text the tile shows (WCAG 2.5.3), then says what a click does */}
                  <UnstyledButton onClick={() => copy(name)} aria-label={t('icons.copy', { label: name.replace(/^Icon/, ''), name })} p="sm" style={{ display: 'grid', placeItems: 'center', gap: 4, borderRadius: 8, border: '1px solid var(--mantine-color-default-border)' }}>
                    <Icon size={26} aria-hidden />
                    <Text size="xs" lineClamp={1} maw="100%">{name.replace(/^Icon/, '')}</Text>
                  </UnstyledButton>
                </Tooltip>
              ))}
            </SimpleGrid>
          )}
          {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} mx="auto" getControlProps={(c) => ({ 'aria-label': t(`demo.pager.${c}`) })} /> : null}
        </Stack>
      </Card>
    </Stack>
  );
}
