// A thin bar across the top while a route (its code or its loader) is loading. It waits a
// moment before showing so fast navigations do not flicker, then creeps toward 90 % until done.
// A plain element rather than Mantine's Progress: it is part of the first paint's code.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './layout.module.css';

const SHOW_AFTER_MS = 120;

export function RouteProgress() {
  const { t } = useTranslation();
  const loading = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  const [value, setValue] = useState<number | null>(null);

  useEffect(() => {
    if (!loading) {
      // Finish the bar, then hide it.
      const finish = window.setTimeout(() => setValue((v) => (v === null ? null : 100)), 0);
      const done = window.setTimeout(() => setValue(null), 250);
      return () => {
        window.clearTimeout(finish);
        window.clearTimeout(done);
      };
    }
    const start = window.setTimeout(() => setValue(10), SHOW_AFTER_MS);
    const tick = window.setInterval(() => setValue((v) => (v === null ? v : v + (90 - v) * 0.15)), 200);
    return () => {
      window.clearTimeout(start);
      window.clearInterval(tick);
    };
  }, [loading]);

  if (value === null) return null;
  return (
    <div className={classes.progress}>
      <div
        role="progressbar"
        aria-label={t('states.loading')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        className={classes.progressBar}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
