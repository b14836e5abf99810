/**
 * Keeps the server in step with the UI language: a signed-in customer's choice is saved on
 * their profile (the server then writes their notifications, statements and emails in it),
 * and every cached answer is read again, in the new language.
 */
import i18n from 'i18next';
import { sessionQueryOptions } from './session';
import type { ApiClients } from './trpc';

/**
 * Listens to the UI's language changes for the whole visit: saves the choice for a signed-in
 * customer (a failure leaves the saved one as it was) and refetches the cached queries.
 */
export function followLanguage({ queryClient, trpc, trpcClient }: ApiClients): void {
  i18n.on('languageChanged', (language) => {
    const user = queryClient.getQueryData(sessionQueryOptions(trpc).queryKey);
    const saved =
      user && (language === 'en' || language === 'it')
        ? trpcClient.settings.setLanguage.mutate({ language }).catch(() => undefined)
        : Promise.resolve();
    void saved.then(() => queryClient.invalidateQueries());
  });
}
