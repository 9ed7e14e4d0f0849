import type { CourseTag } from '@atrium/api';
import type { MantineColor } from '@mantine/core';

// dark shades: white badge text on them keeps 4.5:1 contrast
const TAG_COLORS: Record<CourseTag, MantineColor> = { Web: 'blue.9', Design: 'grape.9', Psychology: 'teal.9', 'UI/UX': 'indigo.9', Art: 'pink.9' };

export function tagColor(tag: CourseTag): MantineColor {
  return TAG_COLORS[tag];
}
