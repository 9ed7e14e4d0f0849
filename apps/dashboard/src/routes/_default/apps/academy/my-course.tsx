import { coursesQuery, MyCoursePage, myCourseSearchSchema } from '@atrium/academy';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { keepSearch, parseSearch, useParsedSearch } from '../../../../lib/search';

export const Route = createFileRoute('/_default/apps/academy/my-course')({
  validateSearch: keepSearch,
  staticData: { meta: { action: 'read', subject: 'Academy' } },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(coursesQuery(parseSearch(myCourseSearchSchema, deps))),
  component: MyCourseRoute,
});

function MyCourseRoute() {
  const search = useParsedSearch(myCourseSearchSchema);
  const navigate = Route.useNavigate();
  const go = useNavigate();
  return (
    <MyCoursePage
      search={search}
      onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      onNavigate={(to) => void go({ to })}
    />
  );
}
