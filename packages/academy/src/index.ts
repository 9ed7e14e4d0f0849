export { academyModule } from './module';
export { ACADEMY_NAMESPACE, ACADEMY_SUBJECT } from './namespace';
export { DEFAULT_MY_COURSE_SEARCH, myCourseSearchSchema, type MyCourseSearch } from './search';

export { AcademyDashboardPage, type AcademyDashboardPageProps } from './pages/academy-dashboard-page';
export { CourseDetailsPage, type CourseDetailsPageProps } from './pages/course-details-page';
export { MyCoursePage, type MyCoursePageProps } from './pages/my-course-page';

export { CourseCard, type CourseCardProps } from './components/course-card/course-card';
export { Curriculum, type CurriculumProps } from './components/curriculum/curriculum';

export { academyKeys, academyStatsQuery, applyToggle, courseDetailsQuery, coursesQuery, useToggleTopic, type TopicToggle } from './api/queries';
