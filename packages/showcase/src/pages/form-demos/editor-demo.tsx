// The shared rich-text field (@atrium/ui-kit/rich-text) with the full toolbar: headings, code and
// history on top of the standard controls. Tiptap is heavy, so this module is lazy.
import { richTextLabels, RichTextField } from '@atrium/ui-kit/rich-text';
import { Button, Group, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShowcaseT } from '../../lib/use-showcase-t';
import { SHOWCASE_NAMESPACE } from '../../namespace';

export default function EditorDemo() {
  const { t } = useShowcaseT();
  const { i18n } = useTranslation(SHOWCASE_NAMESPACE);
  const [value, setValue] = useState(() => `<h2>${t('demo.editorHeading')}</h2><p>${t('demo.editorBody')}</p>`);
  const [html, setHtml] = useState('');
  return (
    <Stack>
      <RichTextField
        label={t('sections.richText')}
        hideLabel
        value={value}
        onChange={setValue}
        labels={richTextLabels(t)}
        dir={i18n.dir()}
        extraControls={
          <>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H1 />
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
              <RichTextEditor.Code />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </>
        }
      />
      <Group>
        <Button onClick={() => setHtml(value)}>{t('actions.showHtml')}</Button>
      </Group>
      {html ? (
        <Text component="pre" size="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {html}
        </Text>
      ) : null}
    </Stack>
  );
}
