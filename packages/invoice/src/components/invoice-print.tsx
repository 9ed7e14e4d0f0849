// The invoice's PDF is the browser's own: Download and Print open the print dialog on the invoice
// sheet ("Save as PDF" there writes the file), so Arabic and Hebrew are shaped and ordered by the
// same engine and fonts as the screen. See docs/decisions/0012-invoice-pdf.md.
import type { InvoiceDetailResponse } from '@atrium/api';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { InvoiceDocument } from './invoice-document/invoice-document';

/**
 * Prints the invoice sheet on the page. While the dialog is open the document's title is
 * `invoice-<id>`, the name browsers suggest for the saved PDF; `onDone` runs when it closes.
 */
export function printInvoice(id: number, onDone?: () => void): void {
  const title = document.title;
  document.title = `invoice-${id}`;
  const done = () => {
    window.removeEventListener('afterprint', done);
    document.title = title;
    onDone?.();
  };
  window.addEventListener('afterprint', done);
  try {
    window.print();
  } catch (error) {
    done();
    throw error;
  }
}

/**
 * An invoice that exists for printing only (hidden on screen), for pages that do not show the
 * sheet, such as the list's Download. Mounting it opens the print dialog; `onDone` unmounts it.
 */
export function PrintOnlyInvoice({ detail, onDone }: { detail: InvoiceDetailResponse; onDone: () => void }) {
  const id = detail.invoice.id;
  useEffect(() => {
    // after the sheet is in the document, so the dialog's preview shows it
    const timer = window.setTimeout(() => printInvoice(id, onDone), 0);
    return () => window.clearTimeout(timer);
  }, [id, onDone]);
  return createPortal(
    <div data-invoice-print-only>
      <InvoiceDocument detail={detail} />
    </div>,
    document.body,
  );
}
