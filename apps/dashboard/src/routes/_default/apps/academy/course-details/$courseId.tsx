import { CourseDetailsPage, courseDetailsQuery } from '@atrium/academy';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { intParam } from '../../../../../lib/params';

export const Route = createFileRoute('/_default/apps/academy/course-details/$courseId')({
  params: { parse: ({ courseId }) => ({ courseId: intParam(courseId, { min: 1, fallback: 0 }) }), stringify: ({ courseId }) => ({ courseId: String(courseId) }) },
  staticData: { meta: { action: 'read', subject: 'Academy' } },
  loader: ({ context, params: { courseId } }) => context.queryClient.prefetchQuery(courseDetailsQuery(courseId)),
  component: function CourseDetailsRoute() {
    const { courseId } = Route.useParams();
    const navigate = useNavigate();
    return <CourseDetailsPage courseId={courseId} onNavigate={(to) => void navigate({ to })} />;
  },
});
