// Renders an email's HTML after sanitizing it; remote images wait for the reader's consent.
import { Alert, Box, Button, Group, Text, Typography } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeEmailHtml } from '../../lib/sanitize';
import { EMAIL_NAMESPACE } from '../../namespace';

export function EmailBody({ html }: { html: string }) {
  const { t } = useTranslation(EMAIL_NAMESPACE);
  const [allowRemoteImages, setAllowRemoteImages] = useState(false);
  const clean = useMemo(() => sanitizeEmailHtml(html, { allowRemoteImages }), [html, allowRemoteImages]);
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
        <div data-testid="email-body" dir="auto" dangerouslySetInnerHTML={{ __html: clean.html }} />
      </Typography>
    </Box>
  );
}

