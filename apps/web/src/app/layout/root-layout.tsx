import { useLingui } from '@lingui/react/macro';
import { Outlet, ScrollRestoration, useNavigation } from '@/lib/router';
import { RemoteControl } from '../couch/remote-control';
import { AppExtras } from './app-extras';
import { Footer } from './footer';
import { Header } from './header';
import { PageViewReporter } from './page-view-reporter';
import { ScreenFocus } from './screen-focus';

/** The shell around every screen: skip link, header, the screen with the footer (ScreenFrame), extras. */
export function RootLayout() {
  const { t } = useLingui();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* For Tab: a remote's arrows reach the screen directly. */}
      <a
        href="#main"
        data-couch-skip
        className="sr-only z-50 rounded-lg bg-accent px-4 py-2 font-semibold text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t`Skip to main content`}
      </a>
      <NavigationProgress />
      <Header />
      <Outlet />
      <AppExtras />
      <PageViewReporter />
      <ScrollRestoration />
      <RemoteControl />
      <ScreenFocus />
    </div>
  );
}

/**
 * The screen as <main>, then the footer: a layout route of its own, so that while the first screen's code
 * loads the header already shows and the footer waits with the screen. Drawn early, the footer would be
 * pushed down by the arriving screen, a layout shift.
 */
export function ScreenFrame() {
  return (
    <>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}

/** A thin accent bar while the next screen's code loads, so a slow link still shows it was heard. */
function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useLingui();
  if (navigation.state === 'idle') return null;
  return (
    <div role="progressbar" aria-label={t`Loading page`} className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden">
      <div className="h-full w-1/3 animate-[progress_1s_ease-out_infinite] bg-accent" />
    </div>
  );
}
