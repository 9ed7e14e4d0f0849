// Every screen of the pages package at its route, with the states a person can meet: the
// account and profile tabs and the help center ask the mock API, so they also load, come back
// empty, fail (with a retry), answer slowly and meet the client role.
import { API_PATHS } from '@atrium/api';
import { asClientRole, emptyFor, errorFor, handlers, loadingFor, mockApi, retriesAfterError, slowFor } from '@atrium/mock-api';
import { WithSearch, withNamespaceBundles } from '@atrium/test-utils/stories';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { expect } from 'storybook/test';
import type { ComponentType } from 'react';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import he from '../locales/he.json';
import { PAGES_NAMESPACE } from '../namespace';
import { AccountSettingsPage, type AccountTab } from './account-settings-page';
import { CheckoutExamplePage } from './checkout-example-page';
import { DialogExamplesPage } from './dialog-examples-page';
import { FaqPage } from './faq-page';
import { FrontCheckoutPage } from './front/front-checkout-page';
import { FrontPricingPage } from './front/front-pricing-page';
import { HelpCenterArticlePage } from './front/help-center-article-page';
import { HelpCenterPage } from './front/help-center-page';
import { LandingPage } from './front/landing-page';
import { PaymentPage } from './front/payment-page';
import { PricingPage } from './pricing-page';
import { UserProfilePage } from './user-profile-page';
import { WizardExamplePage } from './wizard-examples';

const Account = ({ tab }: { tab: AccountTab }) => (
  <WithSearch initial={{ tab }} render={(search, set) => <AccountSettingsPage tab={search.tab} onTabChange={(next) => set({ tab: next })} />} />
);
const Profile = ({ tab }: { tab: string }) => (
  <WithSearch initial={{ tab }} render={(search, set) => <UserProfilePage tab={search.tab} onTabChange={(next) => set({ tab: next })} />} />
);
const FaqScreen = () => <WithSearch initial={{ q: '' }} render={(search, set) => <FaqPage q={search.q} onQChange={(q) => set({ q })} />} />;

/** The front pages' links are router links: those stories render inside a memory router. */
function InRouter({ page: Page }: { page: ComponentType }) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => <Page /> }), history: createMemoryHistory() });
  return <RouterProvider router={router} />;
}
const withRouter: Decorator = (Story) => <InRouter page={Story} />;

const meta = {
  title: 'pages/Screens',
  decorators: [withNamespaceBundles(PAGES_NAMESPACE, { en, ar, he })],
  parameters: { layout: 'padded', msw: { handlers } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountSettingsAccount: Story = { render: () => <Account tab="account" />, parameters: { route: '/pages/account-settings/account' } };
export const AccountSettingsSecurity: Story = { render: () => <Account tab="security" />, parameters: { route: '/pages/account-settings/security' } };
export const AccountSettingsBillingPlans: Story = { render: () => <Account tab="billing-plans" />, parameters: { route: '/pages/account-settings/billing-plans' } };
export const AccountSettingsNotification: Story = { render: () => <Account tab="notification" />, parameters: { route: '/pages/account-settings/notification' } };
export const AccountSettingsConnection: Story = { render: () => <Account tab="connection" />, parameters: { route: '/pages/account-settings/connection' } };
export const AccountSettingsLoading: Story = { render: () => <Account tab="account" />, parameters: mockApi(loadingFor(API_PATHS.accountSettings)) };
export const AccountSettingsFailed: Story = {
  render: () => <Account tab="account" />,
  parameters: mockApi(errorFor(API_PATHS.accountSettings)),
  play: retriesAfterError(API_PATHS.accountSettings),
};
export const AccountSettingsSlow: Story = { render: () => <Account tab="account" />, parameters: mockApi(slowFor(API_PATHS.accountSettings)) };
export const AccountSettingsAsClient: Story = { render: () => <Account tab="account" />, beforeEach: asClientRole };

export const UserProfileProfile: Story = { render: () => <Profile tab="profile" />, parameters: { route: '/pages/user-profile/profile' } };
export const UserProfileTeams: Story = { render: () => <Profile tab="teams" />, parameters: { route: '/pages/user-profile/teams' } };
export const UserProfileProjects: Story = { render: () => <Profile tab="projects" />, parameters: { route: '/pages/user-profile/projects' } };
export const UserProfileConnections: Story = { render: () => <Profile tab="connections" />, parameters: { route: '/pages/user-profile/connections' } };
export const UserProfileLoading: Story = { render: () => <Profile tab="profile" />, parameters: mockApi(loadingFor(API_PATHS.profile)) };
export const UserProfileTeamsEmpty: Story = { render: () => <Profile tab="teams" />, parameters: mockApi(emptyFor(API_PATHS.profile)) };
export const UserProfileFailed: Story = {
  render: () => <Profile tab="profile" />,
  parameters: mockApi(errorFor(API_PATHS.profileHeader)),
  play: retriesAfterError(API_PATHS.profileHeader),
};
export const UserProfileSlow: Story = { render: () => <Profile tab="projects" />, parameters: mockApi(slowFor(API_PATHS.profile)) };
export const UserProfileAsClient: Story = { render: () => <Profile tab="profile" />, beforeEach: asClientRole };

export const Faq: Story = { render: () => <FaqScreen />, parameters: { route: '/pages/faq' } };
export const FaqLoading: Story = { render: () => <FaqScreen />, parameters: mockApi(loadingFor(API_PATHS.faq)) };
export const FaqEmpty: Story = { render: () => <FaqScreen />, parameters: mockApi(emptyFor(API_PATHS.faq)) };
export const FaqFailed: Story = { render: () => <FaqScreen />, parameters: mockApi(errorFor(API_PATHS.faq)), play: retriesAfterError(API_PATHS.faq) };
export const FaqSlow: Story = { render: () => <FaqScreen />, parameters: mockApi(slowFor(API_PATHS.faq)) };
export const Pricing: Story = { render: () => <PricingPage />, parameters: { route: '/pages/pricing' } };
export const DialogExamples: Story = { render: () => <DialogExamplesPage />, parameters: { route: '/pages/dialog-examples' } };
export const WizardCheckout: Story = { render: () => <CheckoutExamplePage />, parameters: { route: '/wizard-examples/checkout' } };
export const WizardCreateDeal: Story = {
  render: () => <WizardExamplePage example="create-deal" variant="icons" title="create-deal" />,
  parameters: { route: '/wizard-examples/create-deal' },
};
export const WizardPropertyListing: Story = {
  render: () => <WizardExamplePage example="property-listing" variant="icons" title="property-listing" />,
  parameters: { route: '/wizard-examples/property-listing' },
};
export const FormWizardIcons: Story = { render: () => <WizardExamplePage example="account" variant="icons" title="icons" />, parameters: { route: '/forms/form-wizard-icons' } };
export const FormWizardNumbered: Story = {
  render: () => <WizardExamplePage example="account" variant="numbered" title="numbered" />,
  parameters: { route: '/forms/form-wizard-numbered' },
};
export const FrontLanding: Story = {
  decorators: [withRouter], render: () => <LandingPage />, parameters: { route: '/front-pages/landing-page' } };
export const FrontPricing: Story = {
  decorators: [withRouter], render: () => <FrontPricingPage />, parameters: { route: '/front-pages/pricing' } };
export const FrontPayment: Story = {
  decorators: [withRouter], render: () => <PaymentPage plan="team" />, parameters: { route: '/front-pages/payment' } };
export const FrontCheckout: Story = {
  decorators: [withRouter], render: () => <FrontCheckoutPage />, parameters: { route: '/front-pages/checkout' } };
export const HelpCenter: Story = {
  decorators: [withRouter], render: () => <HelpCenterPage />, parameters: { route: '/front-pages/help-center' } };
export const HelpCenterLoading: Story = {
  decorators: [withRouter], render: () => <HelpCenterPage />, parameters: mockApi(loadingFor(API_PATHS.helpCenter)) };
export const HelpCenterEmpty: Story = {
  decorators: [withRouter], render: () => <HelpCenterPage />, parameters: mockApi(emptyFor(API_PATHS.helpCenter)) };
export const HelpCenterFailed: Story = {
  decorators: [withRouter],
  render: () => <HelpCenterPage />,
  parameters: mockApi(errorFor(API_PATHS.helpCenter)),
  play: retriesAfterError(API_PATHS.helpCenter),
};
export const HelpCenterArticle: Story = {
  decorators: [withRouter],
  render: () => <HelpCenterArticlePage title="how-long-does-delivery-take" />,
  parameters: { route: '/front-pages/help-center/article/$title' },
};
/** An unknown article: "not found" with a way back to the help center, in the story's language. */
export const HelpCenterArticleUnknown: Story = {
  decorators: [withRouter],
  render: () => <HelpCenterArticlePage title="no-such-article" />,
  play: async ({ canvas }) => {
    const t = document.documentElement.lang === 'ar' ? ar : en;
    await expect(await canvas.findByText(t.help.notFoundTitle, undefined, { timeout: 15_000 })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: t.help.back })).toHaveAttribute('href', '/front-pages/help-center');
  },
};
export const HelpCenterArticleFailed: Story = {
  decorators: [withRouter],
  render: () => <HelpCenterArticlePage title="how-long-does-delivery-take" />,
  parameters: mockApi(errorFor(API_PATHS.helpCenterArticle)),
  play: retriesAfterError(API_PATHS.helpCenterArticle),
};
