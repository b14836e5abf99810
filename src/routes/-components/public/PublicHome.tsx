import { Box } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Hero } from './Hero';
import { InfoTiles } from './InfoTiles';
import { LoginModal } from './LoginModal';
import { MobileBottomBar } from './MobileBottomBar';
import { OpenAccountModal } from './OpenAccountModal';
import { PublicFooter } from './PublicFooter';
import { SiteHeader } from './SiteHeader';
import { TopBar } from './TopBar';

/** Which dialog of the public page is open. */
export type PublicDialog = 'login' | 'open-account' | null;

interface PublicHomeProps {
  /** Set by /login and /open-account, which are this page with that dialog open. */
  initialDialog?: PublicDialog;
}

/** The public home page (customer-area.md §2 Public home page) with its two dialogs. */
export function PublicHome({ initialDialog = null }: PublicHomeProps) {
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<PublicDialog>(initialDialog);

  const close = () => {
    setDialog(null);
    // /login and /open-account exist only to show their dialog; closing it lands on /.
    if (initialDialog) void navigate({ to: '/', replace: true });
  };
  const openLogin = () => setDialog('login');
  const openAccount = () => setDialog('open-account');

  return (
    <>
      {/* While a dialog is open the page behind it is inert, for keyboards and screen readers alike. */}
      <Box inert={dialog !== null} aria-hidden={dialog !== null || undefined}>
        <TopBar onLogin={openLogin} onOpenAccount={openAccount} />
        <SiteHeader />
        <Box component="main">
          <Hero onLogin={openLogin} onOpenAccount={openAccount} />
          <InfoTiles />
        </Box>
        <PublicFooter />
        <MobileBottomBar />
      </Box>
      <LoginModal opened={dialog === 'login'} onClose={close} />
      <OpenAccountModal opened={dialog === 'open-account'} onClose={close} />
    </>
  );
}
