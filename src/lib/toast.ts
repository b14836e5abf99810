/**
 * Toasts (toast behaviour): one visible at a time, a newer one replaces
 * the older. Mantine's `limit` alone would queue the newer one instead, so the current one
 * is cleared first. News that arrives on its own (a challenge solved, over the live stream)
 * is queued instead (`queueToast`): it must not hide the confirmation of what the user has
 * just done, which it could otherwise replace a moment after it appeared, and a confirmation
 * that arrives after it does not drop it.
 *
 * The toast viewport (Mantine's Notifications with its transitions, drag and scroll code)
 * loads on the first toast, not with the page: `ToastViewport` mounts it when asked and
 * says when it is on screen, and only then is the toast shown, so even the first one
 * slides in like every other.
 */
import { notifications } from '@mantine/notifications';

interface ToastInput {
  title?: string;
  message: string;
}

interface Viewport {
  ready: Promise<void>;
  shown: () => void;
  failed: () => void;
}

let viewport: Viewport | undefined;
let mountViewport: (() => void) | undefined;

/** Resolves once the viewport is on screen; the first call asks for it. */
function whenViewportReady(): Promise<void> {
  if (!viewport) {
    let shown: () => void = () => undefined;
    let failed: () => void = () => undefined;
    const ready = new Promise<void>((resolve, reject) => {
      shown = resolve;
      failed = reject;
    });
    viewport = { ready, shown, failed };
    mountViewport?.();
  }
  return viewport.ready;
}

/**
 * For `ToastViewport`: `mount` is called when the first toast wants the viewport, at once if
 * one already does. Gives the function that disconnects it.
 */
export function connectToastViewport(mount: () => void): () => void {
  mountViewport = mount;
  if (viewport) mount();
  return () => {
    if (mountViewport === mount) mountViewport = undefined;
  };
}

/** For the viewport: it is on screen, so the waiting toasts can show. */
export function toastViewportShown(): void {
  viewport?.shown();
}

/**
 * For the viewport: its code could not be downloaded (offline). The waiting toasts are
 * dropped, as nothing can show them, and the next toast tries again.
 */
export function toastViewportFailed(): void {
  const failed = viewport;
  viewport = undefined;
  failed?.failed();
}

/**
 * News queued and not yet on screen, by toast id. A replacing toast clears Mantine's queue
 * too, so news that arrived just before it (a challenge solved by the transfer whose
 * confirmation follows) would be lost; it is queued again after the new toast instead.
 */
const waitingNews = new Map<string, ToastInput>();
let newsCount = 0;

function showNews(id: string, { title, message }: ToastInput): void {
  notifications.show({
    id,
    title,
    message,
    color: 'green',
    onOpen: () => waitingNews.delete(id),
  });
}

function show(color: string, { title, message }: ToastInput, replace: boolean): void {
  whenViewportReady().then(
    () => {
      if (replace) notifications.clean();
      notifications.show({ title, message, color });
      if (replace) for (const [id, news] of waitingNews) showNews(id, news);
    },
    () => undefined,
  );
}

/** Shows a neutral or success toast, replacing any toast on screen. */
export function showToast(input: ToastInput): void {
  show('green', input, true);
}

/**
 * Shows a neutral toast after the one on screen, if any, instead of replacing it (one toast
 * at a time: Mantine keeps it waiting until the current one closes). A later `showToast` or
 * `showErrorToast` that comes before it was shown puts it after itself, rather than
 * dropping it.
 */
export function queueToast(input: ToastInput): void {
  newsCount += 1;
  const id = `news-${newsCount}`;
  waitingNews.set(id, input);
  whenViewportReady().then(
    () => showNews(id, input),
    () => waitingNews.delete(id),
  );
}

/** Shows an error toast (red), replacing any toast on screen. */
export function showErrorToast(input: ToastInput): void {
  show('red', input, true);
}
