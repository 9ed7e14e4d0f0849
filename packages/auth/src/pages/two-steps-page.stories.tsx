import type { Meta, StoryObj } from '@storybook/react-vite';
import { withAuthLocales } from '../test/story-decorators';
import { TwoStepsPage } from './two-steps-page';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'auth/TwoStepsPage',
  component: TwoStepsPage,
  decorators: [withAuthLocales],
  parameters: { layout: 'fullscreen' },
  args: {
    variant: 'v1',
    phoneHint: '•••• ••• 1234',
    // Any code but 000000 passes, so both outcomes can be tried (paste "123456").
    onVerify: async ({ code }) => {
      await wait(500);
      if (code === '000000') throw Object.assign(new Error('400'), { errors: { code: ['This code has expired'] } });
    },
    onResend: () => wait(400),
  },
  argTypes: { variant: { control: 'inline-radio', options: ['v1', 'v2'] } },
} satisfies Meta<typeof TwoStepsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CentredCard: Story = { parameters: { route: '/pages/authentication/two-steps-v1' } };
export const SplitScreen: Story = { args: { variant: 'v2' }, parameters: { route: '/pages/authentication/two-steps-v2' } };
