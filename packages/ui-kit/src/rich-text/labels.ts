// The rich-text toolbar's labels, apart from the editor so a page can build them without loading
// Tiptap (the product form lazy-loads the field itself). Plain strings: no @mantine/tiptap import.

/** The translation keys a package defines (under `editor.`) for the toolbar, in one list. */
export const RICH_TEXT_LABEL_KEYS = ['editor.bold', 'editor.italic', 'editor.underline', 'editor.strike', 'editor.bulletList', 'editor.orderedList', 'editor.quote', 'editor.link', 'editor.unlink', 'editor.linkUrl', 'editor.save'] as const;
export type RichTextLabelKey = (typeof RICH_TEXT_LABEL_KEYS)[number];

/** The subset of @mantine/tiptap's labels the shared toolbar shows. */
export interface RichTextLabels {
  boldControlLabel: string;
  italicControlLabel: string;
  underlineControlLabel: string;
  strikeControlLabel: string;
  bulletListControlLabel: string;
  orderedListControlLabel: string;
  blockquoteControlLabel: string;
  linkControlLabel: string;
  unlinkControlLabel: string;
  linkEditorInputLabel: string;
  linkEditorInputPlaceholder: string;
  linkEditorSave: string;
}

/** The toolbar's labels from a package's own `editor.*` translations. */
export function richTextLabels(translate: (key: RichTextLabelKey) => string): RichTextLabels {
  return {
    boldControlLabel: translate('editor.bold'),
    italicControlLabel: translate('editor.italic'),
    underlineControlLabel: translate('editor.underline'),
    strikeControlLabel: translate('editor.strike'),
    bulletListControlLabel: translate('editor.bulletList'),
    orderedListControlLabel: translate('editor.orderedList'),
    blockquoteControlLabel: translate('editor.quote'),
    linkControlLabel: translate('editor.link'),
    unlinkControlLabel: translate('editor.unlink'),
    linkEditorInputLabel: translate('editor.linkUrl'),
    linkEditorInputPlaceholder: 'https://',
    linkEditorSave: translate('editor.save'),
  };
}
