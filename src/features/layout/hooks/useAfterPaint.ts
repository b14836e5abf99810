import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the component's frame has been painted since `ready` turned true: `false` until then,
 * `true` from a later, interruptible render (a transition) once the browser has had a frame to
 * paint it. The signed-in frame renders what the person came for (the accounts) first and mounts
 * the costly rest (the carousel's measuring, the side panels) behind this flag; `ready` lets a
 * component wait for data (the accounts) before it starts counting.
 *
 * The flag turns after the next animation frame and a task after it (the paint happens in
 * between); a hidden tab, which runs no animation frames, gets it after `fallbackMs` instead.
 * Inputs: `ready` (default true), whether the thing to paint first is rendered; `fallbackMs`,
 * milliseconds, the latest the flag waits after `ready` (default 250). Output: the flag; once
 * true it stays true. No errors.
 */
export function useAfterPaint(ready = true, fallbackMs = 250): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      startTransition(() => setPainted(true));
    };
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(finish, 0);
    });
    const fallback = setTimeout(finish, fallbackMs);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(task);
      clearTimeout(fallback);
    };
  }, [ready, painted, fallbackMs]);
  return painted;
}
