// /front-pages/help-center: categories, popular articles and "keep learning" from the API; the
// search runs on the API over titles, summaries and article text, and filters every section.
import { EmptyState, ErrorState } from '@atrium/ui-kit';
import { Anchor, Card, List, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useDeferredValue, useState } from 'react';
import { helpCenterQuery } from '../../api/queries';
import { FrontFrame } from '../../components/front-frame';
import { usePagesT } from '../../lib/format';

const articleLink = (slug: string) => ({ to: `/front-pages/help-center/article/${encodeURIComponent(slug)}` });

export function HelpCenterPage() {
  const { t } = usePagesT();
  const [q, setQ] = useState('');
  const needle = useDeferredValue(q.trim());
  const query = useQuery(helpCenterQuery(needle));
  const categories = query.data?.allArticles ?? [];
  return (
    <FrontFrame>
      <Stack gap="xl">
        <Stack align="center" ta="center">
          {/* articles come from the API in their own language: isolated, an English "?" stays at the end in a Hebrew page */}
          <Title order={1}>{t('help.title')}</Title>
          <Text c="dimmed">{t('help.description')}</Text>
          <TextInput w={{ base: '100%', sm: 480 }} type="search" label={t('help.search')} leftSection={<IconSearch size={16} aria-hidden />} value={q} onChange={(e) => setQ(e.currentTarget.value)} />
        </Stack>
        {query.isPending ? (
          <SimpleGrid cols={{ base: 1, md: 3 }}>{[1, 2, 3].map((i) => <Skeleton key={i} h={180} />)}</SimpleGrid>
        ) : query.isError ? (
          <ErrorState title={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => query.refetch()} />
        ) : (
          <>
            {query.data.popularArticles.length > 0 ? (
              <Stack component="section" aria-labelledby="popular-title">
                <Title id="popular-title" order={2} ta="center">{t('help.popular')}</Title>
                <SimpleGrid cols={{ base: 1, md: 3 }}>
                  {query.data.popularArticles.map((a) => (
                    <Card key={a.slug} withBorder radius="md" padding="lg">
                      <Title order={3} size="h5"><bdi>{a.title}</bdi></Title>
                      <Text size="sm" c="dimmed" mt={4} lineClamp={3} dir="auto">{a.subtitle}</Text>
                      <Anchor component={Link} {...articleLink(a.slug)} mt="sm" size="sm">{t('help.read')}</Anchor>
                    </Card>
                  ))}
                </SimpleGrid>
              </Stack>
            ) : null}
            <Stack component="section" aria-labelledby="all-title">
              <Title id="all-title" order={2} ta="center">{t('help.all')}</Title>
              {categories.length === 0 ? (
                <EmptyState title={t('help.none')} />
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                  {categories.map((c) => (
                    <Card key={c.title} withBorder radius="md" padding="lg">
                      <Title order={3} size="h5" mb="sm"><bdi>{c.title}</bdi></Title>
                      <List spacing={4} size="sm">
                        {c.articles.map((a) => (
                          <List.Item key={a.slug}><Anchor component={Link} {...articleLink(a.slug)}><bdi>{a.title}</bdi></Anchor></List.Item>
                        ))}
                      </List>
                    </Card>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </FrontFrame>
  );
}
