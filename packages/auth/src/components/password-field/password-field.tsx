// Password input with a show/hide toggle (keyboard reachable, pressed state announced) and an
// optional strength hint for new passwords.
import { PasswordInput, Text, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_NAMESPACE } from '../../namespace';
import { passwordStrength, STRENGTH_LEVELS } from './password-strength';

const STRENGTH_COLORS = ['red', 'red', 'orange', 'yellow', 'green'] as const;

export interface PasswordFieldProps extends Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'> {
  /** show the strength meter under the input (for new passwords) */
  withStrength?: boolean;
}

export function PasswordField({ withStrength = false, value, ...props }: PasswordFieldProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const [visible, setVisible] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const score = passwordStrength(text);
  // The hint is the input's description, so Mantine links it with aria-describedby (with the error).
  const strength = withStrength ? (
    <>
      {/* a plain bar, not Mantine's Progress: the login page (no meter) loads this field first */}
      <span aria-hidden="true" data-strength={score} style={{ display: 'block', height: 4, marginBottom: 4, borderRadius: 'var(--mantine-radius-xl)', background: 'var(--mantine-color-default-border)', overflow: 'hidden' }}>
        <span style={{ display: 'block', height: '100%', width: `${text === '' ? 0 : (Math.max(score, 1) / 4) * 100}%`, background: `var(--mantine-color-${STRENGTH_COLORS[score]}-filled)`, transition: 'width 150ms ease' }} />
      </span>
      <Text component="span" size="xs" c="dimmed">
        {text === '' ? t('fields.strength.hint') : t('fields.strength.label', { level: t(`fields.strength.${STRENGTH_LEVELS[score]}`) })}
      </Text>
    </>
  ) : undefined;
  return (
    <PasswordInput
      {...props}
      value={value}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }}
      description={strength ?? props.description}
      inputWrapperOrder={withStrength ? ['label', 'input', 'description', 'error'] : props.inputWrapperOrder}
      // The meter is a <div>; Mantine's description is a <p> unless told otherwise.
      descriptionProps={withStrength ? { component: 'div', ...props.descriptionProps } : props.descriptionProps}
    />
  );
}
