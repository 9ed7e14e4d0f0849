import { HelpCenterArticlePage, helpCenterArticleQuery } from '@atrium/pages';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_blank/front-pages/help-center/article/$title')({
  staticData: { meta: { public: true, layout: 'blank' } },
  // prefetch, not ensure: an unknown title is the page's own 404 state, not a route error
  loader: ({ context, params }) => context.queryClient.prefetchQuery(helpCenterArticleQuery(params.title)),
  component: ArticleRoute,
});

function ArticleRoute() {
  const { title } = Route.useParams();
  return <HelpCenterArticlePage title={title} />;
}
