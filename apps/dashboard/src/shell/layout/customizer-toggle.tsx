import { LANGUAGES } from '@atrium/i18n';
import { ActionIcon, Tooltip, useDirection } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

// The customizer (colour picker included) is not needed to paint a page: it loads on first use.
const loadDrawer = () => import('@atrium/theme/customizer');
const CustomizerDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CustomizerDrawer })));

export function CustomizerToggle() {
  const { t } = useTranslation();
  const { dir } = useDirection();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  // The drawer mounts (lazily) already open, so Mantine records no opener to give focus back to.
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Tooltip label={t('customizer.title')} position={dir === 'rtl' ? 'right' : 'left'}>
        <ActionIcon
          ref={toggle}
          className={classes.customizerToggle}
          size={38}
          radius="md"
          aria-label={t('customizer.open')}
          aria-expanded={opened}
          onMouseEnter={() => void loadDrawer()}
          onClick={() => {
            setRequested(true);
            setOpened(true);
          }}
        >
          <IconSettings size={20} aria-hidden style={{ animation: 'atrium-spin 4s linear infinite' }} />
        </ActionIcon>
      </Tooltip>
      {requested && (
        <Suspense fallback={null}>
          <CustomizerDrawer
            opened={opened}
            onClose={() => {
              setOpened(false);
              toggle.current?.focus();
            }}
            position="right"
            languages={LANGUAGES}
            t={(label) => t(`customizer.${label}`)}
          />
        </Suspense>
      )}
    </>
  );
}
