import { type ComponentType, useEffect, useState } from 'react';
import { connectToastViewport, toastViewportFailed } from '@/lib/toast';

/**
 * Where toasts appear: nothing until the first toast asks for it (lib/toast), then Mantine's
 * Notifications (transitions, drag to dismiss, scroll lock classes), loaded at that moment
 * so no page's first load carries it. A failed download (offline) leaves the page as it is
 * and the next toast tries again.
 */
export function ToastViewport() {
  const [Viewport, setViewport] = useState<ComponentType | null>(null);
  useEffect(
    () =>
      connectToastViewport(() => {
        import('./ToastNotifications').then(
          (module) => setViewport(() => module.ToastNotifications),
          () => toastViewportFailed(),
        );
      }),
    [],
  );
  return Viewport ? <Viewport /> : null;
}
