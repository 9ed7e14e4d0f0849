// Issues 18 and 21: the invoice PDF came from jsPDF's Latin-only fonts, so an Arabic or Hebrew
// admin got an English file, and right-to-left text could not be drawn at all. The PDF is now the
// browser's print of the invoice sheet (decision 0012): Download opens the print dialog, and what
// it saves is what `page.pdf()` prints here. Each PDF is read back with poppler (pdftotext,
// pdfinfo; scripts/test.mjs installs poppler-utils) and drawn to a PNG for a person to look at.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { asAdmin, withSettings } from '../support/session';

test.use(asAdmin);
test.describe.configure({ timeout: 120_000 });

const ID = 5036;

/** What the language shows: the words the PDF must hold, read from the app's own locale files. */
const LANGUAGES = {
  en: { scheme: 'light', download: 'Download', heading: 'Invoice #', totalDue: 'Total due', send: 'Send invoice' },
  ar: { scheme: 'dark', download: 'تنزيل', heading: 'فاتورة رقم', totalDue: 'المبلغ المستحق', send: 'إرسال الفاتورة' },
  he: { scheme: 'light', download: 'הורדה', heading: 'חשבונית מס׳', totalDue: 'סכום לתשלום', send: 'שליחת החשבונית' },
} as const;

/**
 * pdftotext's lines without bidi marks and spaces. Poppler rebuilds each right-to-left run in
 * logical order from where its glyphs stand, so a word drawn in the wrong order (what jsPDF did
 * with Hebrew) comes out reversed and fails the comparison.
 */
const lines = (text: string) => text.normalize('NFC').split('\n').map((line) => line.replace(/[\s\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, ''));
const squeeze = (value: string) => lines(value).join('');
/**
 * An amount's number and currency sign. Poppler orders the runs of a right-to-left line by its
 * own guess ("US$ 1,950.00" for what is drawn "1,950.00 US$"), so they are looked for apart.
 */
const amount = (value: string) => squeeze(value).match(/-?[\d.,]+|[^\d.,-]+/g) ?? [value];
/** A line of the PDF that holds every part. */
function expectLine(text: string, ...parts: string[]) {
  const wanted = parts.map(squeeze);
  expect(lines(text).filter((line) => wanted.every((part) => line.includes(part))), `a line with ${parts.join(' + ')}`).not.toHaveLength(0);
}

/**
 * Replaces the print dialog (it would block the test) with a record of the title it opened with.
 * The dialog "closes" at once, or, with `stayOpen`, when the test calls closePrintDialog.
 */
async function stubPrint(page: Page, stayOpen = false) {
  await page.addInitScript((keepOpen) => {
    const calls: string[] = [];
    (window as unknown as { printCalls: string[] }).printCalls = calls;
    window.print = () => {
      calls.push(document.title);
      if (!keepOpen) setTimeout(() => window.dispatchEvent(new Event('afterprint')), 0);
    };
  }, stayOpen);
}
const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printCalls: string[] }).printCalls);
const closePrintDialog = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('afterprint')));

/** The PDF as the print dialog would save it, its text (poppler) and a PNG of page 1. */
async function printToPdf(page: Page, info: TestInfo, name: string) {
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  const file = info.outputPath(`${name}.pdf`);
  await writeFile(file, pdf);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  const meta = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, info.outputPath(name)]);
  await info.attach(`${name}.png`, { path: info.outputPath(`${name}.png`), contentType: 'image/png' });
  return { bytes: pdf.length, text, pages: Number(/^Pages:\s+(\d+)/m.exec(meta)?.[1]), size: /^Page size:\s+(.*)$/m.exec(meta)?.[1] ?? '' };
}

for (const [lng, words] of Object.entries(LANGUAGES)) {
  test(`${lng}: Download prints the invoice, and its PDF holds the invoice in ${lng}, on one A4 page`, async ({ page }, info) => {
    await withSettings(page, { 'atrium-language': lng, 'atrium-color-scheme': words.scheme });
    await stubPrint(page);
    await page.goto(`/apps/invoice/preview/${ID}`);
    await expect(page.locator('[data-invoice-sheet]').getByRole('heading', { name: new RegExp(`${ID}$`) })).toBeVisible({ timeout: 30_000 });

    // Download opens the print dialog (no jsPDF file), named for the file it saves
    await page.getByRole('button', { name: words.download, exact: true }).click();
    await expect.poll(() => printCalls(page)).toEqual([`invoice-${ID}`]);
    await expect(page).not.toHaveTitle(`invoice-${ID}`);

    const total = await page.getByTestId('invoice-total').innerText();
    const due = await page.getByTestId('invoice-due').innerText();
    const phone = await page.getByTestId('invoice-client-contact').innerText();
    const address = await page.getByTestId('invoice-client-address').innerText();
    const pdf = await printToPdf(page, info, `invoice-${ID}-${lng}`);
    info.annotations.push({ type: 'pdf', description: `${lng}: ${pdf.bytes} bytes, ${pdf.pages} page(s), ${pdf.size}` });

    expect(pdf.pages).toBe(1);
    expect(pdf.size).toMatch(/ pts \(A4\)$/);
    // the localized words as Unicode letters (not presentation forms), in reading order, with
    // the invoice number whole beside its label
    expectLine(pdf.text, words.heading, String(ID));
    expectLine(pdf.text, words.totalDue);
    // amounts as the screen shows them; the client's phone and address each whole, on a line of
    // their own (issue 21: the phone moved into the next column, the address printed reversed)
    expectLine(pdf.text, ...amount(total));
    expectLine(pdf.text, words.totalDue, ...amount(due));
    expect(lines(pdf.text)).toContain(squeeze(phone));
    expect(lines(pdf.text)).toContain(squeeze(address));
    // only the invoice: none of the app around it
    expect(pdf.text).not.toContain(words.send);
    if (lng === 'ar') expect(pdf.text).toMatch(/[\u0621-\u064A]{3,}/);
    expect(pdf.text).not.toMatch(/[\uFB50-\uFDFF\uFE70-\uFEFF]/);
  });
}

test('he: Download from the list prints only that invoice, in Hebrew, and nothing of the list', async ({ page }, info) => {
  await withSettings(page, { 'atrium-language': 'he', 'atrium-color-scheme': 'light' });
  await stubPrint(page, true);
  await page.goto('/apps/invoice/list');
  await page.getByRole('button', { name: `פעולות נוספות לחשבונית מס׳ ${ID}` }).click();
  await page.getByRole('menuitem', { name: LANGUAGES.he.download }).click();
  await expect.poll(() => printCalls(page)).toEqual([`invoice-${ID}`]);
  // mounted for printing only: never on screen
  await expect(page.locator('[data-invoice-print-only]')).toBeHidden();

  const pdf = await printToPdf(page, info, `invoice-${ID}-he-from-list`);
  expect(pdf.pages).toBe(1);
  expectLine(pdf.text, LANGUAGES.he.heading, String(ID));
  expectLine(pdf.text, LANGUAGES.he.totalDue);
  // nothing of the list: not its title, not another invoice
  expect(pdf.text).not.toContain('5035');
  expect(pdf.text).not.toContain('חשבוניות');

  await closePrintDialog(page);
  await expect(page.locator('[data-invoice-print-only]')).toHaveCount(0);
  await expect(page).not.toHaveTitle(`invoice-${ID}`);
});
