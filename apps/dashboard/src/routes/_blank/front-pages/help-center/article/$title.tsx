import { HelpCenterArticlePage, helpCenterArticleQuery } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/front-pages/help-center/article/$title')({
  staticData: { meta: { public: true, layout: 'blank' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(helpCenterArticleQuery()),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { title } = Route.useParams();
  return <HelpCenterArticlePage title={title} />;
}
