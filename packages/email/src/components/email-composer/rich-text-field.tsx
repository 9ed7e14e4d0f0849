// The composer's body: Tiptap through @mantine/tiptap. Only this file (and the composer that
// lazy-loads it) pulls in the editor, so the mailbox itself stays light.
import '@mantine/tiptap/styles.css';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EMAIL_NAMESPACE } from '../../namespace';

export interface RichTextFieldProps {
  value: string;
  onChange: (html: string) => void;
  label: string;
}

export function RichTextField({ value, onChange, label }: RichTextFieldProps) {
  const { t } = useTranslation(EMAIL_NAMESPACE);
  const editor = useEditor({
    // StarterKit 3 ships a link extension; Mantine's Link adds its keyboard shortcut, so it replaces it
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] })],
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // a reply or forward fills the body after mount
  useEffect(() => {
    if (editor && value !== '' && editor.isEmpty) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const labels = {
    boldControlLabel: t('editor.bold'),
    italicControlLabel: t('editor.italic'),
    underlineControlLabel: t('editor.underline'),
    strikeControlLabel: t('editor.strike'),
    bulletListControlLabel: t('editor.bulletList'),
    orderedListControlLabel: t('editor.orderedList'),
    blockquoteControlLabel: t('editor.quote'),
    linkControlLabel: t('editor.link'),
    unlinkControlLabel: t('editor.unlink'),
    linkEditorInputLabel: t('editor.linkUrl'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorSave: t('editor.save'),
  };
  return (
    <RichTextEditor editor={editor} labels={labels} variant="subtle">
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
          <RichTextEditor.Blockquote />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={160} />
    </RichTextEditor>
  );
}
