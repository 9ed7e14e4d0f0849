// One look for the app's short confirmations and failures (Mantine notifications). A subpath
// export, `@atrium/ui-kit/toast`, so apps that don't use @mantine/notifications needn't install it.
import { notifications } from '@mantine/notifications';

export function toastSuccess(message: string): void {
  notifications.show({ color: 'green', message });
}

export function toastError(message: string): void {
  notifications.show({ color: 'red', message });
}
