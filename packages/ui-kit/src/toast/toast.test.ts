import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';
import { toastError, toastSuccess } from './toast';

describe('@atrium/ui-kit/toast', () => {
  it('success is green, error is red, both carry the message', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    toastSuccess('Saved');
    toastError('Failed');
    expect(show).toHaveBeenNthCalledWith(1, { color: 'green', message: 'Saved' });
    expect(show).toHaveBeenNthCalledWith(2, { color: 'red', message: 'Failed' });
  });
});
