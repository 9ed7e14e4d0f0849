import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Code, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { SearchInput } from './search-input';

/** The applied value plays the part of the URL's `q`. */
function WithUrl({ delay }: { delay?: number }) {
  const [q, setQ] = useState('');
  return (
    <Stack maw={360}>
      <SearchInput value={q} onChange={setQ} delay={delay} aria-label="Search orders" placeholder="Search orders…" />
      <Group>
        <span>
          applied: <Code>{JSON.stringify(q)}</Code>
        </span>
        <Button size="xs" variant="default" onClick={() => setQ('lamp')}>
          Set from outside
        </Button>
      </Group>
    </Stack>
  );
}

const meta = {
  title: 'ui-kit/SearchInput',
  tags: ['autodocs'],
  component: WithUrl,
  args: { delay: 300 },
} satisfies Meta<typeof WithUrl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SlowDebounce: Story = { args: { delay: 1000 } };
