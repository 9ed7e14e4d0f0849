// A small accessible carousel: CSS scroll-snap does the sliding (touch, trackpad, RTL for free),
// prev/next buttons scroll by one slide, and the visible slide is announced.
import { ActionIcon, Box, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';

export interface CarouselProps {
  label: string;
  slides: readonly ReactNode[];
  /** slides visible at once on wide screens */
  perView?: number;
  labels: { previous: string; next: string; slide: (n: number, total: number) => string };
}

export function Carousel({ label, slides, perView = 1, labels }: CarouselProps) {
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const scrollTo = (i: number) => {
    const el = track.current;
    const target = el?.children[Math.max(0, Math.min(slides.length - 1, i))];
    if (target instanceof HTMLElement) target.scrollIntoView({ behavior: 'smooth', block: 'nearest', inline: 'start' });
  };
  const onScroll = () => {
    const el = track.current;
    if (!el) return;
    const first = el.children[0];
    const width = first instanceof HTMLElement ? first.offsetWidth : el.clientWidth;
    setIndex(Math.round(Math.abs(el.scrollLeft) / Math.max(1, width)));
  };
  return (
    <Box role="region" aria-roledescription="carousel" aria-label={label}>
      <Box
        ref={track}
        onScroll={onScroll}
        tabIndex={0}
        style={{ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: `calc((100% - ${(perView - 1) * 12}px) / ${perView})`, gap: 12, overflowX: 'auto', scrollSnapType: 'x mandatory', scrollbarWidth: 'none' }}
      >
        {slides.map((slide, i) => (
          <Box key={i} role="group" aria-roledescription="slide" aria-label={labels.slide(i + 1, slides.length)} style={{ scrollSnapAlign: 'start' }}>
            {slide}
          </Box>
        ))}
      </Box>
      <Group justify="center" mt="sm">
        <ActionIcon variant="default" aria-label={labels.previous} onClick={() => scrollTo(index - 1)} disabled={index === 0}>
          <IconChevronLeft size={16} aria-hidden style={{ transform: 'scaleX(var(--mantine-dir-flip, 1))' }} />
        </ActionIcon>
        <Text size="sm" aria-live="polite">{labels.slide(index + 1, slides.length)}</Text>
        <ActionIcon variant="default" aria-label={labels.next} onClick={() => scrollTo(index + 1)} disabled={index >= slides.length - perView}>
          <IconChevronRight size={16} aria-hidden style={{ transform: 'scaleX(var(--mantine-dir-flip, 1))' }} />
        </ActionIcon>
      </Group>
    </Box>
  );
}
