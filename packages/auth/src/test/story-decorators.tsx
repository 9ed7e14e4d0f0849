// Storybook's shared i18n instance only knows the common namespace; withAuthLocales adds the auth
// bundles (see @atrium/test-utils/stories).
import { withNamespaceBundles } from '@atrium/test-utils/stories';
import { AUTH_NAMESPACE } from '../namespace';
import { authResources } from './resources';

export const withAuthLocales = withNamespaceBundles(AUTH_NAMESPACE, { en: authResources.en.auth, ar: authResources.ar.auth, he: authResources.he.auth });
