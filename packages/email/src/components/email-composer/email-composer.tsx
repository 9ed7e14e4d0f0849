// Compose, reply and forward: recipients checked as they are typed, a rich-text body, files by
// drop zone. Send puts the mail in sent; "save draft" keeps it in drafts; discard asks first.
import '@mantine/dropzone/styles.css';
import { formatNumber } from '@atrium/core';
import { isApiError } from '@atrium/api';
import { TruncatedText } from '@atrium/ui-kit';
import { ActionIcon, Anchor, Button, CloseButton, Group, Modal, Paper, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { Dropzone, type FileWithPath } from '@mantine/dropzone';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconSend, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendEmail } from '../../api/queries';
import {
  EMPTY_COMPOSE,
  INLINE_ATTACHMENT_LIMIT,
  MAX_ATTACHMENT_SIZE,
  validateCompose,
  type ComposeAttachment,
  type ComposeInitial,
  type ComposeValues,
} from '../../lib/compose';
import { EMAIL_NAMESPACE } from '../../namespace';
import { RichTextField, richTextLabels } from '@atrium/ui-kit/rich-text';

export interface EmailComposerProps {
  opened: boolean;
  onClose: () => void;
  initial?: ComposeInitial | undefined;
  /** called with the stored email's folder after a send or a saved draft */
  onDone?: (folder: 'sent' | 'draft') => void;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function isDirty(values: ComposeValues, initial: ComposeValues): boolean {
  return JSON.stringify(values) !== JSON.stringify(initial);
}

export function EmailComposer({ opened, onClose, initial, onDone }: EmailComposerProps) {
  const { t, i18n } = useTranslation(EMAIL_NAMESPACE);
  const start: ComposeValues = { ...EMPTY_COMPOSE, ...initial };
  const [values, setValues] = useState<ComposeValues>(start);
  const [showCopies, setShowCopies] = useState(start.cc.length + start.bcc.length > 0);
  const [submitted, setSubmitted] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const send = useSendEmail();
  const errors = submitted ? validateCompose(values) : {};
  const set = <K extends keyof ComposeValues>(key: K, value: ComposeValues[K]) => setValues((v) => ({ ...v, [key]: value }));

  const sizeText = (bytes: number) =>
    bytes >= 1024 * 1024
      ? formatNumber(bytes / (1024 * 1024), i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 })
      : formatNumber(Math.max(1, Math.round(bytes / 1024)), i18n.language, { style: 'unit', unit: 'kilobyte' });

  const addFiles = async (files: FileWithPath[]) => {
    const added: ComposeAttachment[] = await Promise.all(
      files.map(async (file) => ({
        fileName: file.name,
        size: sizeText(file.size),
        url: file.size <= INLINE_ATTACHMENT_LIMIT ? await readAsDataUrl(file) : '',
      })),
    );
    setValues((v) => ({ ...v, attachments: [...v.attachments, ...added] }));
  };

  const submit = (draft: boolean) => {
    setSubmitted(true);
    if (!draft && Object.keys(validateCompose(values)).length > 0) return;
    send.mutate(
      { ...values, draft, draftId: initial?.draftId },
      {
        onSuccess: (email) => {
          notifications.show({ color: 'green', message: draft ? t('compose.draftSaved') : t('compose.sent') });
          onDone?.(email.folder === 'draft' ? 'draft' : 'sent');
          onClose();
        },
        onError: (error) => {
          const body = isApiError(error) ? error.body : undefined;
          const serverErrors = typeof body === 'object' && body !== null && 'errors' in body ? Object.keys((body as { errors: object }).errors) : [];
          notifications.show({
            color: 'red',
            title: t('compose.failed'),
            message: serverErrors.length > 0 ? t('compose.checkFields', { fields: serverErrors.join(', ') }) : t('errors.generic'),
          });
        },
      },
    );
  };

  const requestClose = () => {
    if (isDirty(values, start)) setConfirmDiscard(true);
    else onClose();
  };

  const addressInput = (field: 'to' | 'cc' | 'bcc', label: string) => (
    <TagsInput
      label={label}
      value={values[field]}
      onChange={(next) => set(field, next.map((a) => a.trim()).filter(Boolean))}
      splitChars={[',', ' ', ';']}
      acceptValueOnBlur
      clearable
      error={errors[field] ? t(errors[field]) : undefined}
      placeholder={values[field].length === 0 ? t('compose.addressPlaceholder') : undefined}
      inputMode="email"
    />
  );

  return (
    <>
      <Modal
        opened={opened && !confirmDiscard}
        onClose={requestClose}
        title={initial?.draftId ? t('compose.editDraft') : t('compose.title')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('compose.close') }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit(false);
          }}
          noValidate
        >
          <Stack gap="sm">
            {addressInput('to', t('compose.to'))}
            {showCopies ? (
              <>
                {addressInput('cc', t('compose.cc'))}
                {addressInput('bcc', t('compose.bcc'))}
              </>
            ) : (
              <Anchor component="button" type="button" size="sm" onClick={() => setShowCopies(true)} style={{ alignSelf: 'flex-start' }}>
                {t('compose.addCopies')}
              </Anchor>
            )}
            <TextInput label={t('compose.subject')} value={values.subject} onChange={(e) => set('subject', e.currentTarget.value)} maxLength={998} />
            <RichTextField value={values.message} onChange={(html) => set('message', html)} label={t('compose.message')} labels={richTextLabels(t)} dir={i18n.dir()} variant="subtle" />
            <Dropzone
              onDrop={(files) => void addFiles(files)}
              onReject={() => notifications.show({ color: 'red', message: t('compose.fileTooBig') })}
              maxSize={MAX_ATTACHMENT_SIZE}
              multiple
              p="sm"
              aria-label={t('compose.attach')}
            >
              <Group gap="xs" justify="center" mih={40} style={{ pointerEvents: 'none' }}>
                <IconPaperclip size={18} />
                <Text size="sm" c="dimmed">
                  {t('compose.dropFiles')}
                </Text>
              </Group>
            </Dropzone>
            {values.attachments.length > 0 && (
              <Stack gap={4}>
                {values.attachments.map((file, index) => (
                  <Paper key={`${file.fileName}-${index}`} withBorder px="xs" py={4}>
                    <Group gap="xs" wrap="nowrap">
                      <IconPaperclip size={14} />
                      <TruncatedText size="sm" style={{ flex: 1, minWidth: 0 }}>
                        {file.fileName}
                      </TruncatedText>
                      <Text size="xs" c="dimmed">
                        {file.size}
                      </Text>
                      <CloseButton
                        size="sm"
                        aria-label={t('compose.removeFile', { name: file.fileName })}
                        onClick={() => set('attachments', values.attachments.filter((_, i) => i !== index))}
                      />
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
            <Group justify="space-between" mt="xs">
              <Group gap="xs">
                <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending && !send.variables?.draft}>
                  {t('compose.send')}
                </Button>
                <Button variant="default" onClick={() => submit(true)} loading={send.isPending && send.variables?.draft === true}>
                  {t('compose.saveDraft')}
                </Button>
              </Group>
              <ActionIcon variant="subtle" color="red" size="lg" onClick={requestClose} aria-label={t('compose.discard')}>
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal opened={confirmDiscard} onClose={() => setConfirmDiscard(false)} title={t('compose.discardTitle')} size="sm" centered>
        <Text size="sm">{t('compose.discardText')}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmDiscard(false)}>
            {t('compose.keepEditing')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirmDiscard(false);
              onClose();
            }}
          >
            {t('compose.discardConfirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}

export default EmailComposer;
