import { ActionIcon, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

/** SPEC §1/§9: the button appears once the page has scrolled more than 200 px. */
export const SCROLL_TO_TOP_THRESHOLD = 200;

export function ScrollToTop() {
  const { t } = useTranslation();
  const [scroll, scrollTo] = useWindowScroll();
  return (
    <div className={classes.scrollTop}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TO_TOP_THRESHOLD}>
        {(style) => (
          <ActionIcon size={44} radius="xl" style={style} aria-label={t('scrollToTop')} onClick={() => scrollTo({ y: 0 })} data-testid="scroll-to-top">
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </div>
  );
}
