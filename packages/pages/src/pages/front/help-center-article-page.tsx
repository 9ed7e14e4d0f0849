// /front-pages/help-center/article/{title}: the article at that slug (404: not found state); its HTML goes
// through the one sanitizer profile (@atrium/core/sanitize: no forms, inputs, style or frames) before it
// reaches the page (issue 22: DOMPurify's defaults let a fake "Session expired" form through).
import { isApiError } from '@atrium/api';
import { sanitizeHtml } from '@atrium/core/sanitize';
import { ErrorState } from '@atrium/ui-kit';
import { Anchor, Breadcrumbs, Card, Grid, List, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { helpCenterArticleQuery } from '../../api/queries';
import { FrontFrame } from '../../components/front-frame';
import { usePagesT } from '../../lib/format';

const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function HelpCenterArticlePage({ title }: { title: string }) {
  const { t, date } = usePagesT();
  const query = useQuery(helpCenterArticleQuery(title));
  return (
    <FrontFrame>
      {query.isPending ? (
        <Skeleton h={400} />
      ) : query.isError && isApiError(query.error) && query.error.status === 404 ? (
        <ErrorState
          title={t('help.notFoundTitle')}
          description={t('help.notFoundText')}
          detail={<Anchor component={Link} to="/front-pages/help-center">{t('help.back')}</Anchor>}
        />
      ) : query.isError ? (
        <ErrorState title={t('common.loadError')} retryLabel={t('common.retry')} onRetry={() => query.refetch()} />
      ) : (
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack>
              <Breadcrumbs>
                <Anchor component={Link} to="/front-pages/help-center">{t('help.title')}</Anchor>
                <Text>{query.data.title}</Text>
              </Breadcrumbs>
              <Title order={1}>{query.data.title}</Title>
              <Text size="sm" c="dimmed">{t('help.updated', { date: date(query.data.lastUpdated) })}</Text>
              <Typography>
                <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(query.data.productContent) }} />
                <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(query.data.checkoutContent) }} />
              </Typography>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Card withBorder radius="md" padding="lg" component="aside" aria-labelledby="related-title">
              <Title id="related-title" order={2} size="h5" mb="sm">{t('help.related')}</Title>
              <List spacing={4} size="sm">
                {query.data.articleList.map((a) => (
                  <List.Item key={a}>
                    <Anchor component={Link} to={`/front-pages/help-center/article/${slugify(a)}`} aria-current={slugify(a) === title ? 'page' : undefined}>{a}</Anchor>
                  </List.Item>
                ))}
              </List>
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </FrontFrame>
  );
}
