import { Button, type ButtonProps } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { downloadCsv } from '../csv/csv';

export interface ExportCsvButtonProps extends Omit<ButtonProps, 'children' | 'loading' | 'onClick'> {
  /** builds the CSV when clicked (e.g. fetches every page of the current filter first) */
  getCsv: () => string | Promise<string>;
  /** file name; `.csv` is added when missing */
  filename: string;
  label?: ReactNode;
  /** told when building the CSV fails, e.g. to show a notification */
  onError?: (error: unknown) => void;
}

function DownloadGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
    </svg>
  );
}

/** Builds CSV on demand and downloads it; loading while a returned promise runs. */
export function ExportCsvButton({ getCsv, filename, label = 'Export CSV', onError, variant = 'default', ...rest }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      downloadCsv(filename, await getCsv());
    } catch (error) {
      if (onError) onError(error);
      // Without a handler the failure must not vanish: rethrow so error tracking sees it.
      else throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...rest} variant={variant} leftSection={<DownloadGlyph />} loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}
