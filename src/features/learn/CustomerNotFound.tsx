/**
 * The not-found content of the customer frame, which also tells the bank the page was shown
 * (the `not-found-page` challenge: only the browser knows an unknown address was visited).
 */
import { useEffect } from 'react';
import { NotFound } from '@/components/NotFound';
import { useTRPCClient } from '@/lib/trpc';

/** The customer frame's not-found screen. */
export function CustomerNotFound() {
  const client = useTRPCClient();
  useEffect(() => {
    // Only a report: a failure changes nothing on screen.
    client.challenges.observe.mutate({ event: 'not-found-page' }).catch(() => undefined);
  }, [client]);
  return <NotFound home="/dashboard" homeLabel="Back to the dashboard" />;
}
