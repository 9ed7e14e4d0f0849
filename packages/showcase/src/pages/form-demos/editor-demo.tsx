// A Tiptap rich-text editor in Mantine's toolbar; tiptap is heavy, so this module is lazy.
import '@mantine/tiptap/styles.css';
import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useShowcaseT } from '../../lib/use-showcase-t';

export default function EditorDemo() {
  const { t } = useShowcaseT();
  const [html, setHtml] = useState('');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: `<h2>${t('demo.editorHeading')}</h2><p>${t('demo.editorBody')}</p>`,
    immediatelyRender: false,
    // the editable area is what screen readers land on: it needs the name too
    editorProps: { attributes: { 'aria-label': t('sections.richText') } },
  });
  return (
    <Stack>
      <RichTextEditor editor={editor} aria-label={t('sections.richText')}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.Code />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
      <Group>
        <Button onClick={() => setHtml(editor?.getHTML() ?? '')}>{t('actions.showHtml')}</Button>
      </Group>
      {html ? (
        <Text component="pre" size="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {html}
        </Text>
      ) : null}
    </Stack>
  );
}
