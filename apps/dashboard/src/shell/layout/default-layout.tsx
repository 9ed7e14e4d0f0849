// The default layout (SPEC §2/§4): vertical, collapsed or horizontal nav, the app bar, content
// boxed or fluid, the footer; fixed-height pages fill the viewport without page scroll.
import { resolveShellLayout, useSettings } from '@atrium/theme';
import { Burger, Drawer, Group } from '@mantine/core';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { features } from '../../features';
import { useCan } from '../ability';
import { LanguageMenu } from '../app-bar/language-menu';
import { NotificationsMenu } from '../app-bar/notifications-menu';
import { ShortcutsMenu } from '../app-bar/shortcuts-menu';
import { ThemeMenu } from '../app-bar/theme-menu';
import { UserMenu } from '../app-bar/user-menu';
import { HorizontalNav } from '../nav/horizontal-nav';
import { NAV_STRINGS_NAMESPACE, withNavStringKeys } from '../../i18n/nav-strings';
import { assembleNav, filterNav } from '../nav/nav-filter';
import { VerticalNav } from '../nav/vertical-nav';
import { SearchTrigger } from '../search/search-trigger';
import { Brand } from './brand';
import { CustomizerToggle } from './customizer-toggle';
import { Footer } from './footer';
import classes from './layout.module.css';
import { ScrollToTop } from './scroll-to-top';
import { useViewportWidth } from './use-viewport-width';

// Titles point into the small nav-strings namespace, so no feature's translations load for the menu.
const allNav = withNavStringKeys(assembleNav(features));

export function DefaultLayout() {
  // suspends until the menu's titles are there (one small bundle), so it never shows keys
  const { t } = useTranslation(['common', NAV_STRINGS_NAMESPACE]);
  const can = useCan();
  const settings = useSettings();
  const width = useViewportWidth();
  const shell = resolveShellLayout(settings, width);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const nav = useMemo(() => filterNav(allNav, can), [can]);
  const fixedHeight = useMatches({ select: (matches) => matches.at(-1)?.staticData.meta?.layout === 'fixed-height' });
  const horizontal = shell.nav === 'horizontal';
  const navbarType = horizontal && settings.navbarType === 'hidden' ? 'sticky' : settings.navbarType;
  const narrow = width < 600;

  return (
    <div
      className={classes.root}
      data-nav={shell.nav}
      data-collapsed={shell.collapsed || undefined}
      data-overlay={shell.overlay || undefined}
      data-width={settings.contentWidth}
      data-fixed-height={fixedHeight || undefined}
      data-testid="default-layout"
    >
      {/* the first stop for Tab: past the nav and the app bar to the page (WCAG 2.4.1) */}
      <a href="#main-content" className={classes.skipLink}>
        {t('nav.skipToContent')}
      </a>
      {shell.nav === 'vertical' && !shell.overlay && <VerticalNav items={nav} collapsed={shell.collapsed} />}
      {shell.overlay && (
        // the name goes on the dialog itself: on Drawer's root <div> axe flags it (aria-prohibited-attr)
        <Drawer.Root opened={drawerOpened} onClose={() => setDrawerOpened(false)} position="left" size={280} padding={0}>
          <Drawer.Overlay />
          <Drawer.Content aria-label={t('nav.label')}>
            <Drawer.Body>
              <VerticalNav items={nav} collapsed={false} onClose={() => setDrawerOpened(false)} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Root>
      )}
      <div className={classes.wrapper}>
        {navbarType !== 'hidden' && (
          <header className={classes.header} data-type={fixedHeight ? 'sticky' : navbarType} data-blur={settings.navbarBlur || undefined}>
            <div className={classes.bar}>
              <div className={classes.barInner}>
                {shell.overlay && (
                  <Burger opened={drawerOpened} onClick={() => setDrawerOpened((o) => !o)} aria-label={t('nav.open')} size="sm" />
                )}
                {horizontal && <Brand />}
                <SearchTrigger compact={narrow || horizontal} />
                <Group gap={4} ms="auto" wrap="nowrap">
                  <LanguageMenu />
                  <ThemeMenu />
                  {!narrow && <ShortcutsMenu />}
                  <NotificationsMenu />
                  <UserMenu />
                </Group>
              </div>
            </div>
            {horizontal && settings.horizontalNavType !== 'hidden' && (
              <div className={classes.hnav}>
                <div className={classes.hnavInner}>
                  <HorizontalNav items={nav} />
                </div>
              </div>
            )}
          </header>
        )}
        {navbarType === 'hidden' && shell.overlay && (
          <Burger m="sm" size="sm" opened={false} onClick={() => setDrawerOpened(true)} aria-label={t('nav.open')} />
        )}
        <main className={classes.content} id="main-content" tabIndex={-1}>
          <Outlet />
        </main>
        {settings.footerType !== 'hidden' && !fixedHeight && <Footer type={settings.footerType} />}
      </div>
      <ScrollToTop />
      <CustomizerToggle />
    </div>
  );
}
