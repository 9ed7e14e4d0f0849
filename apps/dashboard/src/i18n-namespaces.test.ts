import { describe, expect, it } from 'vitest';
import { features } from './features';
import { loadFeatureNamespace } from './i18n-namespaces';

describe('@atrium/dashboard/loadFeatureNamespace', () => {
  it("loads the sign-in pages' namespace from the auth module, the same bundle the feature list names", async () => {
    const auth = features.find((m) => m.id === 'auth');
    for (const lng of ['en', 'ar', 'he'] as const) expect(await loadFeatureNamespace(lng, 'auth')).toEqual(await auth?.locales?.[lng]?.());
  });

  it("loads any other feature's namespace through the feature list, and nothing for an unknown one", async () => {
    const users = features.find((m) => m.id === 'users');
    expect(await loadFeatureNamespace('ar', 'users')).toEqual(await users?.locales?.ar?.());
    expect(await loadFeatureNamespace('en', 'no-such-feature')).toEqual({});
  });
});
