import type { CourseDetails } from '@atrium/api';
import { createSeed } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { applyToggle } from '../../api/queries';
import { withLocales } from '../../test/story-decorators';
import { Curriculum } from './curriculum';

function firstCourse(): CourseDetails {
  const [first] = createSeed().courseDetails;
  if (!first) throw new Error('the seed has no course details');
  return first;
}
const details = firstCourse();

function Interactive() {
  const [current, setCurrent] = useState(details);
  return (
    <Curriculum
      sections={current.content}
      onToggle={(sectionId, topicIndex, isCompleted) => setCurrent((d) => applyToggle(d, { sectionId, topicIndex, isCompleted }))}
    />
  );
}

const meta = {
  title: 'academy/Curriculum',
  component: Curriculum,
  decorators: [withLocales],
  args: { sections: details.content, onToggle: () => {} },
} satisfies Meta<typeof Curriculum>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Ticking: Story = { render: () => <Interactive /> };
export const Saving: Story = { args: { pending: { sectionId: 'section1', topicIndex: 2 } } };
