import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { ExportCsvButton } from './export-csv-button';

describe('@atrium/ui-kit/ExportCsvButton', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('waits for the CSV, downloads it under the file name, and reports failures', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    let finish: (csv: string) => void = () => undefined;
    const getCsv = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    renderKit(<ExportCsvButton getCsv={getCsv} filename="orders.csv" label="Export" />);
    const button = screen.getByRole('button', { name: 'Export' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('data-loading', 'true');
    finish('a\r\n');
    await waitFor(() => expect(names).toEqual(['orders.csv']));
    expect(button).not.toHaveAttribute('data-loading');
  });

  it('hands a failure to onError instead of downloading', async () => {
    const onError = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderKit(<ExportCsvButton getCsv={() => Promise.reject(new Error('offline'))} filename="x" onError={onError} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('offline')));
    expect(click).not.toHaveBeenCalled();
  });
});
