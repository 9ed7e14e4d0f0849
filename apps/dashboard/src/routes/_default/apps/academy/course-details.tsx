import { CourseDetailsPage, courseDetailsQuery } from '@atrium/academy';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_default/apps/academy/course-details')({
  staticData: { meta: { action: 'read', subject: 'Academy' } },
  loader: ({ context }) => context.queryClient.ensureQueryData(courseDetailsQuery()),
  component: CourseDetailsPage,
});
