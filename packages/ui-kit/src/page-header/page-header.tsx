import { Box, Breadcrumbs, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** already-rendered breadcrumb links (the kit knows nothing of the router) */
  breadcrumbs?: ReactNode[];
  /** buttons or menus shown at the end of the row */
  actions?: ReactNode;
  /** heading level; pages use 1, sections inside a page 2 */
  order?: 1 | 2 | 3;
}

/** The title row of a screen: heading, optional description, breadcrumbs and actions. */
export function PageHeader({ title, description, breadcrumbs, actions, order = 1 }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-end" wrap="wrap" gap="md" mb="lg" component="header">
      <Stack gap={4} style={{ minWidth: 0 }}>
        {breadcrumbs && breadcrumbs.length > 0 ? (
          <Box component="nav" aria-label="breadcrumb">
            <Breadcrumbs separatorMargin={6} fz="sm">
              {breadcrumbs}
            </Breadcrumbs>
          </Box>
        ) : null}
        <Title order={order} fz={order === 1 ? 'h2' : 'h3'}>
          {title}
        </Title>
        {description ? (
          // a paragraph for text; a block for anything more (a badge, a group): no <div> in a <p>
          <Text c="dimmed" size="sm" component={typeof description === 'string' || typeof description === 'number' ? 'p' : 'div'}>
            {description}
          </Text>
        ) : null}
      </Stack>
      {actions ? <Group gap="sm">{actions}</Group> : null}
    </Group>
  );
}
