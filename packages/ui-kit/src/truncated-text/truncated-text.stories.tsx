import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mantine/core';
import { TruncatedText } from './truncated-text';

/** One line that ends in an ellipsis when it does not fit, with the whole text on hover. */
const meta = {
  title: 'ui-kit/TruncatedText',
  component: TruncatedText,
  tags: ['autodocs'],
  decorators: [(Story) => <Box maw={260}>{Story()}</Box>],
  args: { children: 'Montgomery-Featherstonehaugh Consulting and Very Long Company Names Ltd.' },
} satisfies Meta<typeof TruncatedText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongContent: Story = {};
export const FitsOnOneLine: Story = { args: { children: 'Acme Ltd.' } };
/** Its direction follows the text (dir=auto) */
export const ArabicText: Story = { args: { children: 'شركة الاستشارات ذات الاسم الطويل جداً للتجارة والخدمات' } };
