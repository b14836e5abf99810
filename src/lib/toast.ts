/**
 * Toasts (customer-area.md §8, toast behaviour): one visible at a time, a newer one replaces
 * the older. Mantine's `limit` alone would queue the newer one instead, so the current one
 * is cleared first.
 */
import { notifications } from '@mantine/notifications';

interface ToastInput {
  title?: string;
  message: string;
}

/** Shows a neutral or success toast, replacing any toast on screen. */
export function showToast({ title, message }: ToastInput): void {
  notifications.clean();
  notifications.show({ title, message, color: 'green' });
}

/** Shows an error toast (red), replacing any toast on screen. */
export function showErrorToast({ title, message }: ToastInput): void {
  notifications.clean();
  notifications.show({ title, message, color: 'red' });
}
