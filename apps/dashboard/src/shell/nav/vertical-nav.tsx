import type { NavItem } from '@atrium/core';
import { useSettings, useSettingsStore } from '@atrium/theme';
import { ActionIcon, Box, NavLink, ScrollArea } from '@mantine/core';
import { IconChevronRight, IconCircle, IconCircleDot, IconX } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Brand } from '../layout/brand';
import { iconFor } from '../icons';
import { PathLink } from '../path-link';
import classes from './nav.module.css';
import { isItemActive, isLinkActive } from './nav-filter';

interface NavTreeProps {
  items: readonly NavItem[];
  depth?: number;
  onNavigate?: () => void;
}

function NavTree({ items, depth = 0, onNavigate }: NavTreeProps) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <>
      {items.map((item, index) => {
        const key = `${item.kind}-${item.title}-${index}`;
        if (item.kind === 'heading') {
          return (
            <div key={key} className={classes.heading} role="presentation">
              {t(item.title)}
            </div>
          );
        }
        const Icon = depth === 0 || item.icon ? iconFor(item.icon) : null;
        const active = isItemActive(item, pathname);
        const leftSection = Icon ? <Icon size={20} stroke={1.6} aria-hidden /> : active ? <IconCircleDot size={12} aria-hidden /> : <IconCircle size={10} aria-hidden />;
        const common = {
          className: classes.item,
          label: t(item.title),
          leftSection,
          classNames: { label: classes.label, chevron: classes.chevron, children: classes.children },
        };
        if (item.kind === 'group') {
          return (
            <NavGroupItem key={key} {...common} active={active}>
              <NavTree items={item.children} depth={depth + 1} onNavigate={onNavigate} />
            </NavGroupItem>
          );
        }
        return (
          <NavLink
            key={key}
            {...common}
            component={PathLink}
            href={item.to}
            active={isLinkActive(item, pathname)}
            variant="filled"
            aria-current={isLinkActive(item, pathname) ? 'page' : undefined}
            onClick={onNavigate}
            rightSection={item.badge ? <span>{item.badge.label}</span> : undefined}
          />
        );
      })}
    </>
  );
}

interface NavGroupItemProps {
  className?: string;
  label: string;
  leftSection: React.ReactNode;
  classNames: Record<string, string | undefined>;
  active: boolean;
  children: React.ReactNode;
}

function NavGroupItem({ active, children, ...rest }: NavGroupItemProps) {
  // A group holding the current page starts open; the user may fold it afterwards.
  const [opened, setOpened] = useState(active);
  return (
    <NavLink
      {...rest}
      component="button"
      type="button"
      active={active}
      variant="light"
      opened={opened}
      onChange={setOpened}
      rightSection={<IconChevronRight size={16} className={classes.chevron} style={{ rotate: opened ? '90deg' : undefined }} aria-hidden />}
      disableRightSectionRotation
    >
      {children}
    </NavLink>
  );
}

interface VerticalNavProps {
  items: readonly NavItem[];
  collapsed: boolean;
  /** inside the overlay drawer: no pin, a close button instead */
  onClose?: () => void;
}

export function VerticalNav({ items, collapsed, onClose }: VerticalNavProps) {
  const { t } = useTranslation();
  const store = useSettingsStore();
  const semiDark = useSettings((s) => s.semiDarkNav);
  const pinned = !collapsed;
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      className={onClose ? undefined : classes.navbar}
      data-collapsed={collapsed || undefined}
      data-semi-dark={semiDark || undefined}
      data-mantine-color-scheme={semiDark ? 'dark' : undefined}
      h={onClose ? '100%' : undefined}
      style={onClose ? { display: 'flex', flexDirection: 'column' } : undefined}
    >
      <div className={classes.navHeader}>
        <Brand labelClassName={classes.label} />
        {onClose ? (
          <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label={t('nav.close')}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <ActionIcon
            className={classes.pin}
            variant="subtle"
            color="gray"
            onClick={() => store.set({ verticalNavCollapsed: pinned })}
            aria-label={pinned ? t('nav.collapse') : t('nav.expand')}
            aria-pressed={pinned}
          >
            {pinned ? <IconCircleDot size={20} aria-hidden /> : <IconCircle size={20} aria-hidden />}
          </ActionIcon>
        )}
      </div>
      <ScrollArea style={{ flex: 1 }} type="hover">
        <div className={classes.list}>
          <NavTree items={items} onNavigate={onClose} />
        </div>
      </ScrollArea>
    </Box>
  );
}
