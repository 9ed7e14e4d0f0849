// The academy's screens at their routes, against the mock API: loaded, loading, empty, failing
// (with a retry), slow, and as the client role.
import { API_PATHS } from '@atrium/api';
import { asClientRole, emptyFor, errorFor, handlers, loadingFor, mockApi, retriesAfterError, slowFor } from '@atrium/mock-api';
import { WithSearch } from '@atrium/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import { DEFAULT_MY_COURSE_SEARCH } from '../search';
import { withLocales } from '../test/story-decorators';
import { AcademyDashboardPage } from './academy-dashboard-page';
import { CourseDetailsPage } from './course-details-page';
import { MyCoursePage } from './my-course-page';

const go = () => undefined;
/** The story's language (en-light or ar-dark): the plays look for the translated text. */
const texts = () => (document.documentElement.lang === 'ar' ? ar : en);
const Dashboard = () => <AcademyDashboardPage onNavigate={go} />;
const MyCourses = () => <WithSearch initial={DEFAULT_MY_COURSE_SEARCH} render={(search, set) => <MyCoursePage search={search} onSearchChange={set} onNavigate={go} />} />;
const Course = ({ id = 2 }: { id?: number }) => <CourseDetailsPage courseId={id} onNavigate={go} />;

const meta = {
  title: 'academy/Screens',
  decorators: [withLocales],
  parameters: { layout: 'padded', msw: { handlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AppDashboard: Story = { render: () => <Dashboard />, parameters: { route: '/apps/academy/dashboard' } };
export const DashboardsAcademy: Story = { render: () => <Dashboard />, parameters: { route: '/dashboards/academy' } };
export const DashboardLoading: Story = { render: () => <Dashboard />, parameters: mockApi(loadingFor(API_PATHS.academyStats)) };
export const DashboardFailed: Story = { render: () => <Dashboard />, parameters: mockApi(errorFor(API_PATHS.academyStats)), play: retriesAfterError(API_PATHS.academyStats) };
export const DashboardSlow: Story = { render: () => <Dashboard />, parameters: mockApi(slowFor(API_PATHS.academyStats)) };
export const DashboardAsClient: Story = { render: () => <Dashboard />, beforeEach: asClientRole };
export const MyCourse: Story = { render: () => <MyCourses />, parameters: { route: '/apps/academy/my-course' } };
export const MyCourseLoading: Story = { render: () => <MyCourses />, parameters: mockApi(loadingFor(API_PATHS.academyCourses)) };
export const MyCourseEmpty: Story = {
  render: () => <MyCourses />,
  parameters: mockApi(emptyFor(API_PATHS.academyCourses)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(texts().myCourse.emptyTitle, undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};
export const MyCourseFailed: Story = { render: () => <MyCourses />, parameters: mockApi(errorFor(API_PATHS.academyCourses)), play: retriesAfterError(API_PATHS.academyCourses) };
export const MyCourseSlow: Story = { render: () => <MyCourses />, parameters: mockApi(slowFor(API_PATHS.academyCourses)) };
export const CourseDetails: Story = { render: () => <Course />, parameters: { route: '/apps/academy/course-details/$courseId' } };
/** An unknown course: not found, with a way back to the courses. */
export const CourseDetailsUnknown: Story = {
  render: () => <Course id={999} />,
  play: async ({ canvas }) => {
    const t = texts();
    await expect(await canvas.findByText(t.details.notFoundTitle, undefined, { timeout: 15_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.details.backToCourses })).toHaveAttribute('href', '/apps/academy/my-course');
  },
};
export const CourseDetailsLoading: Story = { render: () => <Course />, parameters: mockApi(loadingFor(API_PATHS.academyCourse)) };
export const CourseDetailsFailed: Story = { render: () => <Course />, parameters: mockApi(errorFor(API_PATHS.academyCourse)), play: retriesAfterError(API_PATHS.academyCourse) };
