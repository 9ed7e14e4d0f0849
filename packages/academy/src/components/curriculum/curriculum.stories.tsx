import { createSeed } from '@atrium/mock-api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { applyToggle } from '../../api/queries';
import { WithLocales } from '../../test/with-locales';
import { Curriculum } from './curriculum';

const details = createSeed().courseDetails;

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
  decorators: [(Story) => <WithLocales><Story /></WithLocales>],
  args: { sections: details.content, onToggle: () => {} },
} satisfies Meta<typeof Curriculum>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Ticking: Story = { render: () => <Interactive /> };
export const Saving: Story = { args: { pending: { sectionId: 'section1', topicIndex: 2 } } };
