/**
 * Screens that show the live events themselves (not only the queries they refresh): the
 * layouts' one stream hands each event here, and a screen listens while it is mounted.
 */
import type { BankEvent } from '@shared/dto/events';

type Listener = (event: BankEvent) => void;

const listeners = new Set<Listener>();

/**
 * Listens to every live event of this page's stream.
 * @returns the function that stops listening
 */
export function addLiveEventListener(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Hands one event to every listener (the layouts' stream calls it); a failing one is skipped. */
export function emitLiveEvent(event: BankEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('A live event listener failed:', error);
    }
  }
}
