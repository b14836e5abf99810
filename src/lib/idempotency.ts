/**
 * Idempotency keys for money movements (a double click or a retry never pays twice). One key per submission; the same submission retried reuses its key.
 */
import { useCallback, useRef } from 'react';

/**
 * A fresh random key. `crypto.randomUUID` exists only in secure contexts (HTTPS or
 * localhost); a classroom bank served over plain HTTP on a LAN address falls back to
 * `crypto.getRandomValues`, which every browser offers everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keys for one form's submissions: `keyFor(request)` gives the same key while the same
 * request is sent again (a retry after a lost answer or a second click) and a new key once
 * the request changes; `reset()` after a definite answer makes the next submission new.
 */
export function useIdempotencyKeys() {
  const current = useRef<{ request: string; key: string } | null>(null);
  const keyFor = useCallback((request: unknown): string => {
    const text = JSON.stringify(request);
    if (current.current?.request !== text) {
      current.current = { request: text, key: newIdempotencyKey() };
    }
    return current.current.key;
  }, []);
  const reset = useCallback(() => {
    current.current = null;
  }, []);
  return { keyFor, reset };
}
