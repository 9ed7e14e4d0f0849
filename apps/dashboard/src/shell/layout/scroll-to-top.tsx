import { ActionIcon, Transition } from '@mantine/core';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

/** SPEC §1/§9: the button appears once the page has scrolled more than 200 px. */
export const SCROLL_TO_TOP_THRESHOLD = 200;

/**
 * Whether the window has scrolled past the threshold. Read in scroll events and in the first
 * animation frame, never in the commit: Mantine's useWindowScroll read `window.scrollY` in its mount
 * effect, a forced layout of the whole new page on every load (110–220 ms at 4× CPU on the
 * landing dashboard, issue 16).
 */
function usePastThreshold(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const read = () => setPast(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    const frame = requestAnimationFrame(read);
    window.addEventListener('scroll', read, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', read);
    };
  }, []);
  return past;
}

export function ScrollToTop() {
  const { t } = useTranslation();
  const past = usePastThreshold();
  return (
    <div className={classes.scrollTop}>
      <Transition transition="slide-up" mounted={past}>
        {(style) => (
          <ActionIcon size={44} radius="xl" style={style} aria-label={t('scrollToTop')} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })} data-testid="scroll-to-top">
            <IconArrowUp size={22} aria-hidden />
          </ActionIcon>
        )}
      </Transition>
    </div>
  );
}
