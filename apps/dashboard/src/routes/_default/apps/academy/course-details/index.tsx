// The address without an id (SPEC's /apps/academy/course-details, the nav and search link to it):
// the first course of the list, so old links and bookmarks still open a course.
import { coursesQuery } from '@atrium/academy';
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/apps/academy/course-details/')({
  staticData: { meta: { action: 'read', subject: 'Academy' } },
  loader: async ({ context }) => {
    const first = (await context.queryClient.ensureQueryData(coursesQuery({}))).courses[0];
    if (!first) throw redirect({ to: '/apps/academy/my-course', replace: true });
    throw redirect({ to: '/apps/academy/course-details/$courseId', params: { courseId: first.id }, replace: true });
  },
});
