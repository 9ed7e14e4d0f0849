// Storybook's shared i18n instance only knows the common namespace; withInsightsLocales adds this
// feature's bundles (see @atrium/test-utils/stories).
import { withNamespaceBundles } from '@atrium/test-utils/stories';
import { insightsResources } from './render';

export const withInsightsLocales = withNamespaceBundles('insights', { en: insightsResources.en.insights, ar: insightsResources.ar.insights, he: insightsResources.he.insights });
