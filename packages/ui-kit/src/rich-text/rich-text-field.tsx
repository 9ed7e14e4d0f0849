// The one rich-text field (Tiptap through @mantine/tiptap) that the email composer, the product
// form and the showcase share. A subpath of its own (`@atrium/ui-kit/rich-text`) with optional
// peers: only a screen that imports it pulls the editor (~100 kB) in, and the rest of ui-kit
// stays React + Mantine. Texts come from the caller (ui-kit has no translations of its own).
import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, type ReactNode } from 'react';
import type { RichTextLabels } from './labels';

export { RICH_TEXT_LABEL_KEYS, richTextLabels, type RichTextLabelKey, type RichTextLabels } from './labels';

/** The links an author may insert: web pages and mail addresses, never javascript: or data:. */
export const RICH_TEXT_LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;

export interface RichTextFieldProps {
  /** The field's name, shown above it unless `hideLabel`, and the editable area's accessible name. */
  label: string;
  /** HTML. A value that arrives after mount (a reply, a loaded product) fills an empty editor. */
  value: string;
  /** The editor's HTML, or '' when it is empty. */
  onChange: (html: string) => void;
  error?: string | undefined;
  /** The toolbar's button names, translated by the caller. */
  labels?: RichTextLabels | Partial<RichTextEditorLabels> | undefined;
  /** 'rtl' in Arabic and Hebrew. */
  dir?: 'ltr' | 'rtl' | undefined;
  /** Keep the label for screen readers only (the composer's body has no visible label). */
  hideLabel?: boolean | undefined;
  minHeight?: number | undefined;
  /** More toolbar groups after the standard ones (the showcase adds headings, code, undo). */
  extraControls?: ReactNode;
  variant?: 'default' | 'subtle' | undefined;
}

export function RichTextField({ label, value, onChange, error, labels, dir, hideLabel = false, minHeight = 160, extraControls, variant = 'default' }: RichTextFieldProps) {
  const editor = useEditor({
    // StarterKit 3 ships a link extension; Mantine's Link adds its control and shortcut, so it replaces it
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false, protocols: [...RICH_TEXT_LINK_PROTOCOLS] })],
    content: value,
    // a client-only app: render at once, so the toolbar and the body are there on first paint
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', ...(dir ? { dir } : {}) } },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  // a reply, a forward or a loaded record fills the body after mount
  useEffect(() => {
    if (editor && value !== '' && editor.isEmpty) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const field = (
    <RichTextEditor editor={editor} labels={labels} variant={variant}>
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
        {extraControls}
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content mih={minHeight} />
    </RichTextEditor>
  );
  if (hideLabel) return error ? <Input.Wrapper error={error}>{field}</Input.Wrapper> : field;
  return (
    <Input.Wrapper label={label} error={error}>
      {field}
    </Input.Wrapper>
  );
}
