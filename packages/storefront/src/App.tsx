import { ChakraProvider } from '@chakra-ui/react';
import { mallSystem } from '@mall/blocks';
import type { i18n as I18n } from 'i18next';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { configureRequestHandlers } from './api/request-handlers.ts';
import { appI18n } from './i18n/app-i18n.ts';
import { createAppRouter, type AppRouter } from './router.tsx';
import { AppToaster } from './ui/AppToaster.tsx';
import { preloadDialogWindow } from './ui/DialogFrame.tsx';
import { usePreloadOnFirstInput } from './ui/usePreloadOnFirstInput.ts';
import { LoginPrompt } from './shell/LoginPrompt.tsx';
import { PasswordReminderHost } from './security/PasswordReminderHost.tsx';
import { VerificationGate } from './member-profile/VerificationGate.tsx';
import { PopupHost } from './shell/PopupHost.tsx';
import { systemForPage } from './server-styles.ts';
import { clearSessionStorage } from './state/session-storage.ts';
import { logoutTarget } from './session/logout-target.ts';
import { handleAuthFailure } from './session/session-expiry.ts';
import { MemberSync } from './session/MemberSync.tsx';
import { readLogoutState } from './session/useLogout.ts';
import { leavingHref } from './session/sso-login.ts';
import { getAppStore } from './state/store.ts';

// The request layer shows its own messages, so swr neither retries (a second toast) nor
// refetches a whole page because the window regained focus.
const SWR_CONFIG: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

export interface AppProps {
  /** Defaults to the browser (history mode) router. */
  router?: AppRouter;
  /** Defaults to the app's instance in the stored locale. */
  i18n?: I18n;
  /** What renders the routes; defaults to `{routes ?? <RouterProvider router={router} />}`. The server's render
   * (entry-server.tsx) passes its static provider. */
  routes?: ReactNode;
  /** Added to the app's swr settings: the data a server render fetched (`fallback`), its cache. */
  swr?: SWRConfiguration;
  /** The session's jotai store. Defaults to `getAppStore()`: the browser's, or the server render's. */
  store?: ReturnType<typeof getAppStore>;
}

/** The storefront: providers, the router, the toaster and the login prompt. */
export function App({ router: givenRouter, i18n = appI18n, routes, swr, store = getAppStore() }: AppProps) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  const [swrConfig] = useState(() => (swr ? { ...SWR_CONFIG, ...swr } : SWR_CONFIG));
  const [system] = useState(() => systemForPage(mallSystem()));

  useEffect(
    () =>
      configureRequestHandlers({
        navigate: (path, state) => void router.navigate(path, { state }),
        onAuthFailure: handleAuthFailure,
      }),
    [router],
  );
  // The dialogs' code (the login prompt, the language switch's confirm, any page's), before the first.
  usePreloadOnFirstInput(preloadDialogWindow);

  // Session expiry follows the logout redirect order (spec 01 section 4), keeping where the user was.
  const goToLogin = () => {
    const { pathname, search } = router.state.location;
    const query = Object.fromEntries(new URLSearchParams(search));
    const target = logoutTarget(
      readLogoutState({
        rePath: pathname,
        query: Object.keys(query).length > 0 ? JSON.stringify(query) : null,
      }),
    );
    if (target.kind === 'internal') void router.navigate(target.path);
    else window.location.assign(leavingHref(target));
  };
  const keepBrowsing = () => {
    void router.navigate('/').then(clearSessionStorage);
  };

  return (
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <JotaiProvider store={store}>
          <SWRConfig value={swrConfig}>
            <MemberSync />
            {routes ?? <RouterProvider router={router} />}
            <AppToaster />
            <LoginPrompt onLogin={goToLogin} onKeepBrowsing={keepBrowsing} />
            <PopupHost />
            <PasswordReminderHost router={router} />
            <VerificationGate router={router} />
          </SWRConfig>
        </JotaiProvider>
      </I18nextProvider>
    </ChakraProvider>
  );
}
