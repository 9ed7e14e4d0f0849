// The theme customizer: every control writes straight to the settings store, so the change
// shows at once and is remembered. Strings come from the app through `t` (this package has no
// i18n of its own).
import {
  ActionIcon,
  CheckIcon,
  ColorInput,
  ColorSwatch,
  Divider,
  Drawer,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { useSettings, useSettingsStore } from '../settings/context';
import { COLOR_SCHEMES, CONTENT_WIDTHS, LAYOUT_CHOICES, layoutOf, PRIMARY_PRESETS, SKINS, type SettingsLanguage } from '../settings/model';

export type CustomizerLabel =
  | 'title'
  | 'subtitle'
  | 'reset'
  | 'close'
  | 'primaryColor'
  | 'customColor'
  | 'pickColor'
  | 'skin.label'
  | 'skin.default'
  | 'skin.bordered'
  | 'theme.label'
  | 'theme.light'
  | 'theme.dark'
  | 'theme.system'
  | 'semiDarkNav'
  | 'layout.label'
  | 'layout.vertical'
  | 'layout.collapsed'
  | 'layout.horizontal'
  | 'contentWidth.label'
  | 'contentWidth.boxed'
  | 'contentWidth.fluid'
  | 'language.label'
  | 'directionHint';

export interface CustomizerDrawerProps {
  opened: boolean;
  onClose: () => void;
  t: (label: CustomizerLabel) => string;
  languages: ReadonlyArray<{ code: SettingsLanguage; nativeName: string }>;
  /** the drawer opens from the inline end: right in ltr, left in rtl */
  position?: 'left' | 'right';
}

function Section({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={8}>
      <Text size="xs" fw={600} tt="uppercase" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

export function CustomizerDrawer({ opened, onClose, t, languages, position = 'right' }: CustomizerDrawerProps) {
  const store = useSettingsStore();
  const settings = useSettings();
  const layout = layoutOf(settings);
  const isPreset = (PRIMARY_PRESETS as readonly string[]).includes(settings.primaryColor);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position={position}
      size={360}
      title={
        <Stack gap={0}>
          <Text fw={600} size="lg">
            {t('title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('subtitle')}
          </Text>
        </Stack>
      }
      closeButtonProps={{ 'aria-label': t('close') }}
      overlayProps={{ backgroundOpacity: 0.2 }}
    >
      <Stack gap="lg" pb="lg">
        <Group justify="flex-end">
          <Tooltip label={t('reset')}>
            <ActionIcon variant="light" aria-label={t('reset')} onClick={() => store.reset()}>
              <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d="M20 11a8.1 8.1 0 0 0 -15.5 -2m-.5 -4v4h4" />
                <path d="M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4" />
              </svg>
            </ActionIcon>
          </Tooltip>
        </Group>

        <Section label={t('primaryColor')}>
          <Group gap="xs">
            {PRIMARY_PRESETS.map((color) => {
              const active = settings.primaryColor === color;
              return (
                <ColorSwatch
                  key={color}
                  component="button"
                  type="button"
                  color={color}
                  size={36}
                  radius="md"
                  aria-label={color}
                  aria-pressed={active}
                  onClick={() => store.set({ primaryColor: color })}
                  style={{ color: '#fff', cursor: 'pointer' }}
                >
                  {active && <CheckIcon size={14} />}
                </ColorSwatch>
              );
            })}
          </Group>
          <ColorInput
            label={t('customColor')}
            format="hex"
            value={settings.primaryColor}
            onChangeEnd={(value) => store.set({ primaryColor: value })}
            swatches={[...PRIMARY_PRESETS]}
            eyeDropperButtonProps={{ 'aria-label': t('pickColor') }}
            styles={isPreset ? undefined : { input: { borderColor: 'var(--mantine-primary-color-filled)' } }}
          />
        </Section>

        <Section label={t('theme.label')}>
          <SegmentedControl
            fullWidth
            aria-label={t('theme.label')}
            value={settings.colorScheme}
            onChange={(value) => store.set({ colorScheme: value })}
            data={COLOR_SCHEMES.map((value) => ({ value, label: t(`theme.${value}`) }))}
          />
        </Section>

        <Section label={t('skin.label')}>
          <SegmentedControl
            fullWidth
            aria-label={t('skin.label')}
            value={settings.skin}
            onChange={(value) => store.set({ skin: value })}
            data={SKINS.map((value) => ({ value, label: t(`skin.${value}`) }))}
          />
        </Section>

        <Switch
          label={t('semiDarkNav')}
          checked={settings.semiDarkNav}
          disabled={layout === 'horizontal'}
          onChange={(event) => store.set({ semiDarkNav: event.currentTarget.checked })}
        />

        <Divider />

        <Section label={t('layout.label')}>
          <SegmentedControl
            fullWidth
            aria-label={t('layout.label')}
            value={layout}
            onChange={(value) => store.setLayout(value)}
            data={LAYOUT_CHOICES.map((value) => ({ value, label: t(`layout.${value}`) }))}
          />
        </Section>

        <Section label={t('contentWidth.label')}>
          <SegmentedControl
            fullWidth
            aria-label={t('contentWidth.label')}
            value={settings.contentWidth}
            onChange={(value) => store.set({ contentWidth: value })}
            data={CONTENT_WIDTHS.map((value) => ({ value, label: t(`contentWidth.${value}`) }))}
          />
        </Section>

        <Section label={t('language.label')}>
          <SegmentedControl
            fullWidth
            aria-label={t('language.label')}
            value={settings.language}
            onChange={(value) => store.set({ language: value })}
            data={languages.map((l) => ({ value: l.code, label: l.nativeName }))}
          />
          <Text size="xs" c="dimmed">
            {t('directionHint')}
          </Text>
        </Section>
      </Stack>
    </Drawer>
  );
}
