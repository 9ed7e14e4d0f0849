import type { NavItem } from '@atrium/core';
import { Menu, Menubar } from '@mantine/core';
import { IconChevronDown, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDirection } from '@mantine/core';
import { iconFor } from '../icons';
import { PathLink } from '../path-link';
import classes from './nav.module.css';
import { foldHeadings, isItemActive, isLinkActive } from './nav-filter';

/** SPEC §9: horizontal-nav popovers sit 6 px from their target. */
const POPOVER_OFFSET = 6;

function MenuItems({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (l) => l.pathname });
  const { dir } = useDirection();
  const SubChevron = dir === 'rtl' ? IconChevronLeft : IconChevronRight;
  return (
    <>
      {items.map((item, index) => {
        const key = `${item.kind}-${item.title}-${index}`;
        if (item.kind === 'heading') return <Menu.Label key={key}>{t(item.title)}</Menu.Label>;
        const Icon = iconFor(item.icon);
        const icon = <Icon size={18} stroke={1.6} aria-hidden />;
        if (item.kind === 'group') {
          return (
            <Menu.Sub key={key} offset={POPOVER_OFFSET} position={dir === 'rtl' ? 'left-start' : 'right-start'}>
              <Menu.Sub.Target>
                <Menu.Sub.Item className={classes.menuItem} leftSection={icon} rightSection={<SubChevron size={14} aria-hidden />} data-active={isItemActive(item, pathname) || undefined}>
                  {t(item.title)}
                </Menu.Sub.Item>
              </Menu.Sub.Target>
              <Menu.Sub.Dropdown miw={220}>
                <MenuItems items={item.children} />
              </Menu.Sub.Dropdown>
            </Menu.Sub>
          );
        }
        const active = isLinkActive(item, pathname);
        return (
          <Menu.Item key={key} component={PathLink} href={item.to} className={classes.menuItem} leftSection={icon} data-active={active || undefined} aria-current={active ? 'page' : undefined}>
            {t(item.title)}
          </Menu.Item>
        );
      })}
    </>
  );
}

/** Top-level groups open menus (arrow keys move between them, as in a desktop menubar). */
export function HorizontalNav({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (l) => l.pathname });
  const folded = foldHeadings(items);
  const groups = folded.filter((i) => i.kind === 'group');
  const links = folded.filter((i) => i.kind === 'link');
  return (
    <nav aria-label={t('nav.label')} className={classes.hnavList}>
      <Menubar position="bottom-start" trigger="hover" style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {groups.map((group, index) => {
          const Icon = iconFor(group.icon);
          return (
            <Menubar.Menu key={`${group.title}-${index}`} offset={POPOVER_OFFSET} width={240}>
              <Menubar.Target className={classes.hnavTarget} data-active={isItemActive(group, pathname) || undefined}>
                <Icon size={20} stroke={1.6} aria-hidden />
                {t(group.title)}
                <IconChevronDown size={14} aria-hidden />
              </Menubar.Target>
              <Menubar.Dropdown>{group.kind === 'group' && <MenuItems items={group.children} />}</Menubar.Dropdown>
            </Menubar.Menu>
          );
        })}
      </Menubar>
      {links.map((link, index) => {
        if (link.kind !== 'link') return null;
        const Icon = iconFor(link.icon);
        const active = isLinkActive(link, pathname);
        return (
          <PathLink key={`${link.to}-${index}`} href={link.to} className={classes.hnavTarget} data-active={active || undefined} aria-current={active ? 'page' : undefined}>
            <Icon size={20} stroke={1.6} aria-hidden />
            {t(link.title)}
          </PathLink>
        );
      })}
    </nav>
  );
}
