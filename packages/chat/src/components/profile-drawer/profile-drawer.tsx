// The user's own chat profile: status, about and the two settings, each saved when changed.
import { CHAT_STATUSES, type ChatProfileUser, type UpdateChatProfileBody } from '@atrium/api';
import { Avatar, Button, Drawer, Radio, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../../lib/status';
import { CHAT_NAMESPACE } from '../../namespace';

export interface ProfileDrawerProps {
  opened: boolean;
  onClose: () => void;
  profile: ChatProfileUser;
  onSave: (change: UpdateChatProfileBody) => void;
  saving?: boolean;
}

export function ProfileDrawer({ opened, onClose, profile, onSave, saving }: ProfileDrawerProps) {
  const { t } = useTranslation(CHAT_NAMESPACE);
  const [about, setAbout] = useState(profile.about);
  return (
    <Drawer opened={opened} onClose={onClose} title={t('profile.title')} closeButtonProps={{ 'aria-label': t('profile.close') }} size={340}>
      <Stack gap="md">
        <Stack gap={4} align="center">
          <Avatar src={profile.avatar} alt="" size={80} radius="xl" />
          <Title order={3} size="h5">
            {profile.fullName}
          </Title>
          <Text size="sm" c="dimmed" tt="capitalize">
            {profile.role}
          </Text>
        </Stack>
        <Textarea label={t('profile.about')} value={about} onChange={(e) => setAbout(e.currentTarget.value)} autosize minRows={2} maxLength={500} />
        <Button variant="light" size="xs" disabled={about.trim() === profile.about || saving} onClick={() => onSave({ about: about.trim() })} style={{ alignSelf: 'flex-start' }}>
          {t('profile.saveAbout')}
        </Button>
        <Radio.Group label={t('profile.status')} value={profile.status} onChange={(value) => onSave({ status: CHAT_STATUSES.find((s) => s === value) ?? profile.status })}>
          <Stack gap="xs" mt="xs">
            {CHAT_STATUSES.map((status) => (
              <Radio key={status} value={status} label={t(`status.${status}`)} color={STATUS_COLORS[status]} disabled={saving} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="sm" fw={500}>
          {t('profile.settings')}
        </Text>
        <Switch
          label={t('profile.twoStep')}
          checked={profile.settings.isTwoStepAuthVerificationEnabled}
          disabled={saving}
          onChange={(e) => onSave({ settings: { isTwoStepAuthVerificationEnabled: e.currentTarget.checked } })}
        />
        <Switch
          label={t('profile.notifications')}
          checked={profile.settings.isNotificationsOn}
          disabled={saving}
          onChange={(e) => onSave({ settings: { isNotificationsOn: e.currentTarget.checked } })}
        />
      </Stack>
    </Drawer>
  );
}
