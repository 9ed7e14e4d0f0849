// The tag button and its menu of labels, one home for the list's toolbar (labels many selected
// messages) and the reading view (labels one message, so each item shows whether it is on).
import { EMAIL_LABELS, type EmailLabel } from '@atrium/api';
import { ActionIcon, Box, Menu, type MenuProps } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LABEL_COLORS } from '../../lib/labels';
import { EMAIL_NAMESPACE } from '../../namespace';

export interface LabelMenuProps {
  position: MenuProps['position'];
  disabled?: boolean | undefined;
  onToggle: (label: EmailLabel) => void;
  /**
   * The labels of the one message the menu is for: its items become checkboxes that say whether
   * each label is on, and the menu stays open so several can be toggled. Without it (many
   * messages), an item applies its label and closes the menu.
   */
  checked?: readonly EmailLabel[] | undefined;
}

export function LabelMenu({ position, disabled, onToggle, checked }: LabelMenuProps) {
  const { t } = useTranslation(EMAIL_NAMESPACE);
  return (
    <Menu position={position} withinPortal closeOnItemClick={!checked}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.label')} disabled={disabled}>
          <IconTag size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('actions.toggleLabel')}</Menu.Label>
        {EMAIL_LABELS.map((label) => {
          const on = checked?.includes(label);
          return (
            <Menu.Item
              key={label}
              {...(checked ? { role: 'menuitemcheckbox', 'aria-checked': on } : {})}
              onClick={() => onToggle(label)}
              leftSection={<Box w={8} h={8} bg={`${LABEL_COLORS[label]}.6`} style={{ borderRadius: 8 }} />}
              rightSection={on ? '✓' : null}
            >
              {t(`labels.${label}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
