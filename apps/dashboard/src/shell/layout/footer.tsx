import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@atrium/i18n';
import { IS_MOCK_BUILD } from '../../env';
import { PathLink } from '../path-link';
import classes from './layout.module.css';

export function Footer({ type }: { type: 'sticky' | 'static' }) {
  const { t, i18n } = useTranslation();
  const year = formatNumber(new Date().getFullYear(), i18n.language, { useGrouping: false });
  return (
    <footer className={classes.footer} data-type={type}>
      <div className={classes.footerInner}>
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year })} <IconHeartFilled size={14} color="var(--mantine-color-red-6)" style={{ verticalAlign: 'middle' }} aria-label={t('footer.love')} />
        </Text>
        <Group gap="md">
          {/* the demo build says so (security review #11): its data and accounts are the mock's */}
          {IS_MOCK_BUILD && (
            <Badge variant="light" color="gray" radius="sm" tt="none" data-testid="demo-build">
              {t('footer.demo')}
            </Badge>
          )}
          <Anchor component={PathLink} href="/pages/faq" size="sm" c="dimmed">
            {t('footer.help')}
          </Anchor>
          <Anchor component={PathLink} href="/pages/pricing" size="sm" c="dimmed">
            {t('footer.pricing')}
          </Anchor>
          <Anchor component={PathLink} href="/front-pages/help-center" size="sm" c="dimmed">
            {t('footer.support')}
          </Anchor>
        </Group>
      </div>
    </footer>
  );
}
