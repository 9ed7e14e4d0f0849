// Product images: drop or pick files, see previews, remove any. Pictures are shrunk in the
// browser before they are stored as data URIs, so a phone photo does not fill the demo's storage.
import '@mantine/dropzone/styles.css';
import { PRODUCT_IMAGE_LIMIT } from '@atrium/api';
import { ActionIcon, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconX } from '@tabler/icons-react';
import { useEcommerceTranslation } from '../lib/i18n';

export interface ImageDropZoneProps {
  label: string;
  value: string[];
  onChange: (images: string[]) => void;
  error?: string | undefined;
}

const MAX_EDGE = 640;

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not a data URL')));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/** Raster images only: an SVG can carry script (security review); GIFs are re-encoded as JPEG. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** Downscales to at most 640 px on the long edge as JPEG; falls back to the file as it is. */
export async function toStoredImage(file: File): Promise<string> {
  const original = await readAsDataUrl(file);
  if (typeof document === 'undefined') return original;
  try {
    const image = new window.Image();
    image.src = original;
    await image.decode();
    const scale = Math.min(1, MAX_EDGE / Math.max(image.naturalWidth, image.naturalHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
    canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
    const context = canvas.getContext('2d');
    if (!context) return original;
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.82);
  } catch {
    return original;
  }
}

export function ImageDropZone({ label, value, onChange, error }: ImageDropZoneProps) {
  const { t } = useEcommerceTranslation();
  const room = PRODUCT_IMAGE_LIMIT - value.length;
  return (
    <Input.Wrapper label={label} error={error} description={t('add.imagesHint', { count: PRODUCT_IMAGE_LIMIT })}>
      <Stack gap="sm" mt={4}>
        <Dropzone
          accept={ACCEPTED_IMAGE_TYPES}
          maxSize={5 * 1024 * 1024}
          disabled={room <= 0}
          onDrop={async (files) => {
            const added = await Promise.all(files.slice(0, room).map(toStoredImage));
            onChange([...value, ...added]);
          }}
          aria-label={label}
        >
          <Group justify="center" gap="md" mih={100} style={{ pointerEvents: 'none' }}>
            <IconPhoto size={36} stroke={1.5} aria-hidden />
            <div>
              <Text size="sm" fw={500}>
                {t('add.dropImages')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('add.dropImagesHint')}
              </Text>
            </div>
          </Group>
        </Dropzone>
        {value.length > 0 ? (
          <Group gap="sm">
            {value.map((src, index) => (
              <div key={`${index}-${src.slice(-16)}`} style={{ position: 'relative' }}>
                <Image src={src} alt={t('add.imagePreview', { index: index + 1 })} w={88} h={88} radius="sm" fit="cover" />
                <ActionIcon
                  size="sm"
                  color="red"
                  variant="filled"
                  radius="xl"
                  style={{ position: 'absolute', top: -6, insetInlineEnd: -6 }}
                  aria-label={t('add.removeImage', { index: index + 1 })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <IconX size={12} />
                </ActionIcon>
              </div>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}

export default ImageDropZone;
