/** A screen's own view of one kind of live event, from the layout's stream. */
import type { BankEvent } from '@shared/dto/events';
import { useEffect, useRef } from 'react';
import { addLiveEventListener } from '../lib/listeners';

type DataOf<T extends BankEvent['type']> = Extract<BankEvent, { type: T }>['data'];

/**
 * Calls `handler` with the data of each live event of `type` while the component is mounted
 * (the signed-in layout's stream must be open: useLiveEvents).
 * @param type the event name ('clock', 'transfer', …)
 * @param handler receives the event's data; the latest one given is called
 */
export function useLiveEvent<T extends BankEvent['type']>(
  type: T,
  handler: (data: DataOf<T>) => void,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      addLiveEventListener((event) => {
        if (event.type === type) latest.current(event.data as DataOf<T>);
      }),
    [type],
  );
}
