import { Avatar, Group, Indicator, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCurrencyDollar, IconHelpCircle, IconLogout, IconSettings, IconShieldCheck, IconUser, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/auth-context';
import { useAuthActions } from '../../auth/use-auth-actions';
import { useCanOpen } from '../ability';
import { PathLink } from '../path-link';
import { userFromSession } from '../user';

/** The account menu's places; each shows only to a user it would let in. */
const ENTRIES: ReadonlyArray<{ key: string; to: string; icon: TablerIcon }> = [
  { key: 'profile', to: '/pages/user-profile', icon: IconUser },
  { key: 'settings', to: '/pages/account-settings', icon: IconSettings },
  { key: 'access', to: '/access-control', icon: IconShieldCheck },
  { key: 'pricing', to: '/pages/pricing', icon: IconCurrencyDollar },
  { key: 'faq', to: '/pages/faq', icon: IconHelpCircle },
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');

export function UserMenu() {
  const { t } = useTranslation();
  const { signOut } = useAuthActions();
  const canOpen = useCanOpen();
  const entries = ENTRIES.filter((e) => canOpen(e.to));
  const user = userFromSession(useSession().userData);
  const name = user?.fullName ?? t('user.guest');
  const role = user?.role ? t(`user.roles.${user.role}`, { defaultValue: user.role }) : t('user.guestRole');
  const avatar = (
    <Indicator position="bottom-end" color="green" size={10} offset={5} withBorder disabled={!user}>
      <Avatar src={user?.avatar} alt={name} radius="xl" color="brand">
        {initials(name)}
      </Avatar>
    </Indicator>
  );
  return (
    <Menu position="bottom-end" width={240} offset={6}>
      <Menu.Target>
        <UnstyledButton aria-label={t('user.menu', { name })} style={{ borderRadius: '50%' }}>
          {avatar}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {/* A menu holds menu items only (axe aria-required-children: no image or paragraph in it);
            this header repeats what the trigger's name already says, so it is visual only. */}
        <Group gap="sm" p="sm" wrap="nowrap" aria-hidden="true">
          {avatar}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" truncate>
              {name}
            </Text>
            <Text size="xs" c="dimmed" tt="capitalize">
              {role}
            </Text>
          </Stack>
        </Group>
        {entries.length > 0 && <Menu.Divider />}
        {entries.map(({ key, to, icon: Icon }) => (
          <Menu.Item key={key} component={PathLink} href={to} leftSection={<Icon size={18} aria-hidden />}>
            {t(`user.${key}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => void signOut()}
        >
          {t('user.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
