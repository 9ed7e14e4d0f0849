// A guided tour: each step is a Mantine Popover anchored to an element found by selector; Next,
// Back and Skip move through it, Escape closes it, and focus goes to the step and back afterwards.
import { Button, Group, Popover, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface TourStep {
  /** CSS selector of the element the step points at */
  target: string;
  title: string;
  body: string;
}

export interface TourProps {
  steps: readonly TourStep[];
  opened: boolean;
  onClose: () => void;
  labels: { next: string; back: string; skip: string; done: string; progress: (n: number, total: number) => string };
}

export function Tour({ steps, opened, onClose, labels }: TourProps) {
  const [index, setIndex] = useState(0);
  const returnFocus = useRef<HTMLElement | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const step = steps[index];
  // the targets are already on the page when the tour opens, so the lookup can happen in render
  const anchor = opened && step && typeof document !== 'undefined' ? document.querySelector<HTMLElement>(step.target) : null;

  const close = useCallback(() => {
    setIndex(0);
    onClose();
  }, [onClose]);

  useEffect(() => {
    if (opened) returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    else returnFocus.current?.focus();
  }, [opened]);

  useEffect(() => {
    anchor?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [anchor]);

  useEffect(() => {
    if (!opened) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [opened, close]);

  useEffect(() => {
    if (opened && anchor) requestAnimationFrame(() => dialog.current?.focus());
  }, [opened, anchor, index]);

  if (!opened || !step || !anchor) return null;
  const last = index === steps.length - 1;
  return (
    <Popover opened position="bottom" withArrow shadow="md" width={300} closeOnEscape={false} trapFocus={false} withinPortal hideDetached={false} transitionProps={{ duration: 0 }}>
      <Popover.Target>
        {/* the anchor is a real page element: the target is a zero-size box laid over it */}
        <AnchorBox el={anchor} />
      </Popover.Target>
      <Popover.Dropdown>
        <div ref={dialog} role="dialog" aria-modal="false" aria-labelledby="tour-title" tabIndex={-1} style={{ outline: 'none' }}>
          <Text size="xs" c="dimmed">{labels.progress(index + 1, steps.length)}</Text>
          <Title id="tour-title" order={2} size="h5" mt={4}>{step.title}</Title>
          <Text size="sm" mt="xs">{step.body}</Text>
          <Group justify="space-between" mt="md">
            <Button variant="subtle" size="xs" onClick={close}>{labels.skip}</Button>
            <Group gap="xs">
              <Button variant="default" size="xs" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>{labels.back}</Button>
              <Button size="xs" onClick={() => (last ? close() : setIndex((i) => i + 1))}>{last ? labels.done : labels.next}</Button>
            </Group>
          </Group>
        </div>
      </Popover.Dropdown>
    </Popover>
  );
}

function AnchorBox({ el, ...rest }: { el: HTMLElement }) {
  const [rect, setRect] = useState(() => el.getBoundingClientRect());
  useEffect(() => {
    const update = () => setRect(el.getBoundingClientRect());
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [el]);
  return (
    <div
      {...rest}
      aria-hidden
      style={{ position: 'fixed', top: rect.top, left: rect.left, width: rect.width, height: rect.height, pointerEvents: 'none', borderRadius: 8, boxShadow: '0 0 0 3px var(--mantine-primary-color-filled)', zIndex: 150 }}
    />
  );
}
