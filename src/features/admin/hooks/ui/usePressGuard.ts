import { useCallback, useRef } from 'react';

/**
 * Lets a field's blur know that a pointer is pressing a given button (a row's Save), so the
 * blur leaves the work to that button's click instead of doing it twice. Keyboard focus
 * moves (Tab) are not presses: their blur still saves. The flag clears shortly after the
 * pointer is released, also when the press ends elsewhere.
 */
export function usePressGuard() {
  const pressing = useRef(false);
  const onPointerDown = useCallback(() => {
    pressing.current = true;
    window.addEventListener(
      'pointerup',
      () => {
        // Touch browsers move focus after the pointer is up; wait for that blur.
        window.setTimeout(() => {
          pressing.current = false;
        }, 500);
      },
      { once: true },
    );
  }, []);
  return { isPressing: () => pressing.current, onPointerDown };
}
