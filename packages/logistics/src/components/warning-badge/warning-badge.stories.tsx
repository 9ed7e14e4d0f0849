import { VEHICLE_WARNINGS } from '@atrium/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Group } from '@mantine/core';
import { withLocales } from '../../test/story-decorators';
import { WarningBadge } from './warning-badge';

const meta = {
  title: 'logistics/WarningBadge',
  component: WarningBadge,
  decorators: [withLocales],
  args: { warning: 'Oil Leakage' },
} satisfies Meta<typeof WarningBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};
export const Every: Story = {
  render: () => (
    <Group>
      {VEHICLE_WARNINGS.map((w) => (
        <WarningBadge key={w} warning={w} />
      ))}
    </Group>
  ),
};
