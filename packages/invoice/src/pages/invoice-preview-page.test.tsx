import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInvoice } from '../test/render';
import { InvoicePreviewPage } from './invoice-preview-page';

// Issue 18: Download wrote a jsPDF file in English whatever the language (Latin-only fonts). The
// PDF is now the browser's print of the sheet: Download opens the print dialog, named for the file.
describe('@atrium/invoice/InvoicePreviewPage Download', () => {
  it('opens the print dialog on the invoice, titled invoice-<id> for the saved PDF, in Arabic too', async () => {
    const titles: string[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      titles.push(document.title);
      window.dispatchEvent(new Event('afterprint'));
    });
    document.title = 'Atrium';
    renderInvoice(<InvoicePreviewPage id={4987} />, { language: 'ar' });
    const download = await screen.findByRole('button', { name: 'تنزيل' }, { timeout: 8000 });
    expect(download).toHaveAccessibleDescription('يفتح نافذة الطباعة: اختر «حفظ كملف PDF».');
    await userEvent.click(download);
    expect(print).toHaveBeenCalledTimes(1);
    expect(titles).toEqual(['invoice-4987']);
    expect(document.title).toBe('Atrium');
    // what is printed is the Arabic sheet of this invoice
    expect(screen.getByRole('article', { name: 'الفاتورة رقم 4987' })).toHaveTextContent('فاتورة رقم 4987');
    print.mockRestore();
  });
});
