import { Box } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignInReason } from '@/features/live/lib/reasons';
import { MobileBottomBar } from './MobileBottomBar';
import { PublicFooter } from './PublicFooter';
import classes from './public.module.css';
import { DialogContext, type PublicDialog, type PublicDialogs } from './public-dialogs';
import { SiteHeader } from './SiteHeader';
import { TopBar } from './TopBar';

// The dialogs (Modal, focus trap, form inputs, the login schema) load on first use, so the
// home page's first load carries none of their code.
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
const OpenAccountModal = lazy(() =>
  import('./OpenAccountModal').then((m) => ({ default: m.OpenAccountModal })),
);

interface PublicLayoutProps {
  children: ReactNode;
  /** Set by /login and /open-account, which are the home page with that dialog open. */
  initialDialog?: PublicDialog;
  /** Why the last session ended, shown in the Login dialog. */
  signInReason?: SignInReason;
}

/**
 * The frame of every public page: top bar, header
 * with the main navigation, the page, footer, the phone's bottom bar, and the two dialogs.
 */
export function PublicLayout({ children, initialDialog = null, signInReason }: PublicLayoutProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<PublicDialog>(initialDialog);
  // A dialog stays mounted once opened, so it can play its closing transition.
  const [used, setUsed] = useState({ login: false, account: false });
  if (dialog === 'login' && !used.login) setUsed({ ...used, login: true });
  if (dialog === 'open-account' && !used.account) setUsed({ ...used, account: true });
  const dialogs = useMemo<PublicDialogs>(
    () => ({ openLogin: () => setDialog('login'), openAccount: () => setDialog('open-account') }),
    [],
  );
  useTakeOver();
  const close = () => {
    setDialog(null);
    // /login and /open-account exist only to show their dialog; closing it lands on /.
    if (initialDialog) void navigate({ to: '/', replace: true });
  };

  return (
    <DialogContext.Provider value={dialogs}>
      {/* While a dialog is open the page behind it is inert, for keyboards and screen readers alike. */}
      <Box inert={dialog !== null} aria-hidden={dialog !== null || undefined}>
        <a href="#main" className={classes.skipLink}>
          {t('Skip to main content')}
        </a>
        <TopBar />
        <SiteHeader />
        <Box component="main" id="main" tabIndex={-1}>
          {children}
        </Box>
        <PublicFooter />
        <MobileBottomBar />
      </Box>
      <Suspense fallback={null}>
        {used.login && (
          <LoginModal opened={dialog === 'login'} onClose={close} reason={signInReason} />
        )}
        {used.account && <OpenAccountModal opened={dialog === 'open-account'} onClose={close} />}
      </Suspense>
    </DialogContext.Provider>
  );
}

/**
 * After the public frame's first commit (its whole tree hydrated, when the page was served
 * prerendered, or rendered anew): ends the served page's static mode, on which the CSS-only
 * mega menus hang, and tells public/load-app.js, which then presses again a button pressed
 * before: the same node when hydration kept it, else the button that took its place, which
 * is in the document by now. Later public pages send the event again, which the loader no
 * longer hears.
 */
function useTakeOver(): void {
  useEffect(() => {
    document.querySelector('[data-static]')?.removeAttribute('data-static');
    document.dispatchEvent(new Event('app-ready'));
  }, []);
}
