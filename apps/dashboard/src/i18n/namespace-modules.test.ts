import { describe, expect, it } from 'vitest';
import { features } from '../features';
import { loadFeatureNamespace } from '../i18n-namespaces';
import { namespaceModules } from './namespace-modules';

describe('@atrium/dashboard/namespaceModules', () => {
  it('has an entry for every feature with translations, and it loads that very module', async () => {
    const withLocales = features.filter((m) => m.locales);
    expect(Object.keys(namespaceModules).sort()).toEqual(withLocales.map((m) => m.id).sort());
    for (const feature of withLocales) expect(await namespaceModules[feature.id]?.()).toBe(feature);
  });

  it("loads a namespace's bundle through it, and nothing for an unknown namespace", async () => {
    const he = await loadFeatureNamespace('he', 'auth');
    expect(typeof (he.login as { subtitle?: unknown } | undefined)?.subtitle).toBe('string');
    expect(await loadFeatureNamespace('en', 'no-such-feature')).toEqual({});
  });
});
