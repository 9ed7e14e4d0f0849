// The sign-in pairs the login pages offer: the mock's demo users in the demo build, none in a
// build against a real server (IS_MOCK_BUILD folds to false there, and the pairs are dropped
// from the bundle with it).
import { DEMO_ACCOUNTS, type DemoAccount } from '@atrium/auth';
import { IS_MOCK_BUILD } from '../env';

export const demoAccounts: readonly DemoAccount[] = IS_MOCK_BUILD ? DEMO_ACCOUNTS : [];
