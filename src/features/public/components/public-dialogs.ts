/**
 * The public site's two dialogs (Login, Open Account) as a context: the public layout owns
 * them, and any part of a public page (the top bar, the hero, a content page) opens one.
 */
import { createContext, useContext } from 'react';

/** Which dialog of the public site is open. */
export type PublicDialog = 'login' | 'open-account' | null;

/** What a public page may do with the dialogs: open the sign-in or the open-account dialog. */
export interface PublicDialogs {
  openLogin: () => void;
  openAccount: () => void;
}

/** The public layout provides it; its default opens nothing. */
export const DialogContext = createContext<PublicDialogs>({
  openLogin: () => undefined,
  openAccount: () => undefined,
});

/** Opens the Login or Open Account dialog from anywhere inside the public layout. */
export function usePublicDialogs(): PublicDialogs {
  return useContext(DialogContext);
}
