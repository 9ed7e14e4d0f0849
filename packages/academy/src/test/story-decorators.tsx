// Storybook's shared i18n instance only knows the common namespace; withLocales adds this
// feature's bundles (see @atrium/test-utils/stories).
import { withNamespaceBundles } from '@atrium/test-utils/stories';
import ar from '../locales/ar.json';
import en from '../locales/en.json';
import he from '../locales/he.json';

export const withLocales = withNamespaceBundles('academy', { en, ar, he });
