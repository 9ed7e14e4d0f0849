import { Button, DirectionProvider, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/render';
import { FormActions } from './form-actions';

function InForm({ onSubmit, onCancel, loading }: { onSubmit: () => void; onCancel: () => void; loading?: boolean }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <input aria-label="Name" />
      <FormActions submitLabel="Save" cancelLabel="Cancel" onCancel={onCancel} loading={loading} />
    </form>
  );
}

describe('@atrium/ui-kit/FormActions', () => {
  it('submits the form with the submit button and with Enter in a field', async () => {
    const onSubmit = vi.fn();
    renderKit(<InForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('cancels without submitting', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    renderKit(<InForm onSubmit={onSubmit} onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('while saving, the submit is busy and cannot be pressed again; cancel still works', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    renderKit(<InForm onSubmit={onSubmit} onCancel={onCancel} loading />);
    const submit = screen.getByRole('button', { name: 'Save' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('shows the labels it is given (Arabic, right to left) with submit first from the start edge', () => {
    render(
      <DirectionProvider initialDirection="rtl" detectDirection={false}>
        <MantineProvider>
          <div dir="rtl">
            <FormActions submitLabel="حفظ" cancelLabel="إلغاء" onCancel={vi.fn()} />
          </div>
        </MantineProvider>
      </DirectionProvider>,
    );
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAccessibleName('حفظ');
    expect(second).toHaveAccessibleName('إلغاء');
    // a logical side, so the row starts on the right in RTL; a physical 'left'/'right' would not flip
    expect(first?.parentElement?.style.getPropertyValue('--group-justify')).toBe('flex-start');
  });

  it('puts an extra action after the pair, at the end edge', () => {
    renderKit(<FormActions submitLabel="Update" cancelLabel="Cancel" onCancel={vi.fn()} extra={<Button color="red">Delete</Button>} />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Update', 'Cancel', 'Delete']);
    const row = screen.getByRole('button', { name: 'Delete' }).parentElement;
    expect(row?.style.getPropertyValue('--group-justify')).toBe('space-between');
  });

  it('in a dialog, Cancel then submit at the end edge, as the ConfirmDialog', () => {
    renderKit(<FormActions placement="dialog" submitLabel="Save" cancelLabel="Cancel" onCancel={vi.fn()} loading />);
    const [first, second] = screen.getAllByRole('button');
    expect(first).toHaveAccessibleName('Cancel');
    expect(second).toHaveAccessibleName('Save');
    expect(second).toHaveAttribute('aria-busy', 'true');
    expect(first?.parentElement?.style.getPropertyValue('--group-justify')).toBe('flex-end');
  });

  it('a Discard with nothing to discard cannot be pressed', () => {
    renderKit(<FormActions submitLabel="Save" cancelLabel="Discard" onCancel={vi.fn()} cancelDisabled />);
    expect(screen.getByRole('button', { name: 'Discard' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
