export { pagesModule } from './module';
export { PAGES_NAMESPACE, PAGES_SUBJECT } from './namespace';

export { ACCOUNT_TABS, AccountSettingsPage, type AccountSettingsPageProps, type AccountTab } from './pages/account-settings-page';
export { apiTabOf, USER_PROFILE_TABS, UserProfilePage, type UserProfilePageProps, type UserProfileTab } from './pages/user-profile-page';
export { FaqPage, type FaqPageProps } from './pages/faq-page';
export { PricingPage } from './pages/pricing-page';

export { FaqList, type FaqListProps } from './components/faq-list';
export { PricingPlans, type PricingPlansProps } from './components/pricing/pricing-plans';
export { Wizard, type WizardProps, type WizardStep } from './components/wizard/wizard';
export { pickErrors, zodErrors } from './lib/form';

export {
  accountSettingsQuery,
  faqQuery,
  helpCenterArticleQuery,
  helpCenterQuery,
  pagesKeys,
  profileHeaderQuery,
  profileTabQuery,
  twoFactorSetupQuery,
} from './api/queries';

export { DialogExamplesPage } from './pages/dialog-examples-page';
export { WizardExamplePage, type FieldWizardExample, type WizardExamplePageProps } from './pages/wizard-examples';
export { CheckoutWizard } from './components/checkout-wizard';
export { FieldWizard, type FieldDef, type FieldStepDef, type FieldWizardProps } from './components/wizard/field-wizard';
export { FrontFrame } from './components/front-frame';
export { LandingPage } from './pages/front/landing-page';
export { FrontPricingPage } from './pages/front/front-pricing-page';
export { PaymentPage, type PaymentPageProps } from './pages/front/payment-page';
export { FrontCheckoutPage } from './pages/front/front-checkout-page';
export { HelpCenterPage } from './pages/front/help-center-page';
export { HelpCenterArticlePage } from './pages/front/help-center-article-page';
export { CheckoutExamplePage } from './pages/checkout-example-page';
