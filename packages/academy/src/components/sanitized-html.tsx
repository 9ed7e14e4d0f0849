// Course descriptions are HTML from data: sanitized with the one profile (@atrium/core/sanitize)
// before they reach the DOM (ARCHITECTURE.md). Loaded lazily with the description, so DOMPurify
// stays out of the page's first chunk.
import { sanitizeHtml } from '@atrium/core/sanitize';
import { Typography } from '@mantine/core';
import { useMemo } from 'react';

export function SanitizedHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Typography dangerouslySetInnerHTML={{ __html: clean }} />;
}
