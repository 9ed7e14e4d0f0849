import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { RICH_TEXT_LABEL_KEYS, richTextLabels, RichTextField } from './rich-text-field';

const FRENCH: Record<string, string> = { 'editor.bold': 'Gras', 'editor.quote': 'Citation', 'editor.link': 'Insérer un lien' };

describe('@atrium/ui-kit/rich-text', () => {
  it('names the editable area and the toolbar in the caller\'s language', () => {
    renderKit(<RichTextField label="Message" value="" onChange={() => {}} labels={richTextLabels((k) => FRENCH[k] ?? k)} dir="rtl" />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('button', { name: 'Gras' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Citation' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insérer un lien' })).toBeInTheDocument();
  });

  it('fills an empty editor with a value that arrives after mount (a reply, a loaded record)', async () => {
    const onChange = vi.fn();
    const { rerender } = renderKit(<RichTextField label="Body" value="" onChange={onChange} />);
    rerender(<RichTextField label="Body" value="<p>Footfall in Haifa is up 12%.</p>" onChange={onChange} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Body' })).toHaveTextContent('Footfall in Haifa is up 12%.'));
    // filling it is not an edit by the user
    expect(onChange).not.toHaveBeenCalled();
  });

  it('every label key is under editor.', () => {
    expect(RICH_TEXT_LABEL_KEYS.every((k) => k.startsWith('editor.'))).toBe(true);
  });
});
