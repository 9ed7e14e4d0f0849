import type { Course } from '@atrium/api';
import { createSeed } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SimpleGrid } from '@mantine/core';
import { withLocales } from '../../test/story-decorators';
import { CourseCard } from './course-card';

const courses: Course[] = createSeed().courses;
const first = courses[0];
if (!first) throw new Error('the seed has courses');

const meta = {
  title: 'academy/CourseCard',
  component: CourseCard,
  decorators: [withLocales],
  args: { course: first },
} satisfies Meta<typeof CourseCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const Completed: Story = { args: { course: courses.find((c) => c.completedTasks === c.totalTasks) ?? first } };
export const Grid: Story = {
  render: () => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {courses.slice(0, 6).map((c) => (
        <CourseCard key={c.id} course={c} />
      ))}
    </SimpleGrid>
  ),
};
