import '@/styles/mantine-all';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { toastViewportShown } from '@/lib/toast';

/**
 * Mantine's toast viewport with the bank's settings: one toast at a time for 5 s, top right
 * (lib/toast replaces the current one). Loaded with the first toast.
 */
export function ToastNotifications() {
  // Runs after Notifications' own effect has given the store its limit and position.
  useEffect(() => toastViewportShown(), []);
  return <Notifications limit={1} autoClose={5000} position="top-right" />;
}
