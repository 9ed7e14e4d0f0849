import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { authResources } from '../test/resources';
import { withAuthLocales } from '../test/story-decorators';
import { DEMO_ACCOUNTS, LoginPage } from './login-page';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'auth/LoginPage',
  component: LoginPage,
  decorators: [withAuthLocales],
  parameters: { layout: 'fullscreen' },
  args: {
    variant: 'v1',
    demoAccounts: DEMO_ACCOUNTS,
    // Mirrors the mock backend: only the demo pairs sign in; anything else is SPEC §8's 400.
    onSubmit: async ({ email, password }) => {
      await wait(600);
      const ok = (email === 'admin@demo.com' && password === 'admin') || (email === 'client@demo.com' && password === 'client');
      if (!ok) throw Object.assign(new Error('400'), { errors: { email: ['Invalid email or password'] } });
    },
  },
  argTypes: { variant: { control: 'inline-radio', options: ['v1', 'v2'] } },
} satisfies Meta<typeof LoginPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CentredCard: Story = { parameters: { route: '/pages/authentication/login-v1' } };
export const SplitScreen: Story = { args: { variant: 'v2' }, parameters: { route: '/pages/authentication/login-v2' } };
// /login, the app's own sign-in, is the split-screen design
export const SignIn: Story = { args: { variant: 'v2' }, parameters: { route: '/login' } };
/** A wrong password: the API's 400 reads as a translated error under the email, in the story's language. */
export const WrongPassword: Story = {
  args: { initialValues: { email: 'admin@demo.com', password: 'nope' } },
  play: async ({ canvas }) => {
    const t = authResources[document.documentElement.lang === 'ar' ? 'ar' : 'en'].auth;
    await userEvent.click(canvas.getByRole('button', { name: t.login.submit }));
    await expect(await canvas.findByText(t.errors.invalidCredentials, undefined, { timeout: 15_000 })).toBeInTheDocument();
  },
};
export const WithoutDemoAccounts: Story = { args: { demoAccounts: [] } };
