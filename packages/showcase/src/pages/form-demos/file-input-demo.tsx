// A drop zone (@mantine/dropzone) plus Mantine's FileInput; the chosen files are listed, nothing is uploaded.
import '@mantine/dropzone/styles.css';
import { ActionIcon, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { Dropzone, IMAGE_MIME_TYPE, type FileWithPath } from '@mantine/dropzone';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useShowcaseT } from '../../lib/use-showcase-t';

const MAX_BYTES = 5 * 1024 ** 2;

export default function FileInputDemo() {
  const { t, number } = useShowcaseT();
  const [files, setFiles] = useState<FileWithPath[]>([]);
  const [rejected, setRejected] = useState(0);
  return (
    <Stack>
      <Dropzone
        onDrop={(accepted) => {
          setFiles((prev) => [...prev, ...accepted]);
          setRejected(0);
        }}
        onReject={(r) => setRejected(r.length)}
        maxSize={MAX_BYTES}
        accept={IMAGE_MIME_TYPE}
        aria-label={t('fields.dropzone')}
      >
        <Group justify="center" gap="xl" mih={160} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept><IconUpload size={48} aria-hidden /></Dropzone.Accept>
          <Dropzone.Reject><IconX size={48} aria-hidden /></Dropzone.Reject>
          <Dropzone.Idle><IconPhoto size={48} aria-hidden /></Dropzone.Idle>
          <div>
            <Text size="lg">{t('fields.dropzone')}</Text>
            <Text size="sm" c="dimmed">{t('fields.dropzoneHint')}</Text>
          </div>
        </Group>
      </Dropzone>
      {rejected > 0 ? <Text c="red" role="alert">{t('validation.fileRejected', { count: rejected })}</Text> : null}
      {files.length > 0 ? (
        <List spacing="xs" aria-label={t('fields.chosenFiles')}>
          {files.map((f, i) => (
            <List.Item key={`${f.name}-${i}`}>
              <Group gap="xs">
                <Text size="sm">{f.name} · {number(Math.round(f.size / 1024))} KB</Text>
                <ActionIcon size="sm" variant="subtle" color="red" aria-label={t('actions.removeFile', { name: f.name })} onClick={() => setFiles((prev) => prev.filter((_, j) => j !== i))}>
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
      <FileInput label={t('fields.file')} placeholder={t('fields.pick')} clearable />
      <FileInput label={t('fields.files')} placeholder={t('fields.pick')} multiple accept="application/pdf,image/*" />
    </Stack>
  );
}
