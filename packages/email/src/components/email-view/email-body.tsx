// Renders an email's HTML after sanitizing it; remote images wait for the reader's consent, and an
// image that does not load is left out instead of showing a broken-image icon and its alt text.
import { Alert, Box, Button, Group, Text, Typography } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeEmailHtml } from '../../lib/sanitize';
import { EMAIL_NAMESPACE } from '../../namespace';

export function EmailBody({ html }: { html: string }) {
  const { t } = useTranslation(EMAIL_NAMESPACE);
  const [allowRemoteImages, setAllowRemoteImages] = useState(false);
  const clean = useMemo(() => sanitizeEmailHtml(html, { allowRemoteImages }), [html, allowRemoteImages]);
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const hide = (img: HTMLImageElement) => img.setAttribute('hidden', '');
    // images that already failed before this effect ran, then any that fail later ('error' does not bubble: capture it)
    body.querySelectorAll('img').forEach((img) => {
      if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) hide(img);
    });
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) hide(event.target);
    };
    body.addEventListener('error', onError, true);
    return () => body.removeEventListener('error', onError, true);
  }, [clean.html]);
  return (
    <Box>
      {clean.blockedImages > 0 && (
        <Alert variant="light" color="gray" icon={<IconPhotoOff size={18} />} mb="sm" p="xs">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('view.imagesBlocked', { count: clean.blockedImages })}</Text>
            <Button size="compact-sm" variant="subtle" onClick={() => setAllowRemoteImages(true)}>
              {t('view.showImages')}
            </Button>
          </Group>
        </Alert>
      )}
      <Typography>
        {/* sanitized just above: no scripts, handlers, javascript: URLs or remote images */}
        <div ref={bodyRef} data-testid="email-body" dir="auto" dangerouslySetInnerHTML={{ __html: clean.html }} />
      </Typography>
    </Box>
  );
}

