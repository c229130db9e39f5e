import type { Locale, PlatformCode } from '@mall/runtime';
import type { PageResult } from '@mall/schemas';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import useSWR, { preload, unstable_serialize } from 'swr';
import { fetchIndexPage, fetchPageById, fetchPublicPage } from '../api/pages.ts';
import { ConfiguredPage } from '../shell/ConfiguredPage.tsx';
import { previewLinkOf, usePreviewLink, type PreviewLink } from '../services/preview-link.ts';
import { preloadConfiguredPage } from '../shell/preload-configured-page.ts';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { localeAtom } from '../state/locale.ts';
import { getAppStore } from '../state/store.ts';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, oneIdAtom, pageIdAtom, pageIdEnAtom } from '../state/session.ts';
import { employeeSessionAtom } from '../state/session-kind.ts';

// ---------------------------------------------------------------------------------------------
// Data
// ---------------------------------------------------------------------------------------------

/** Who is asking for the home page. */
export interface HomeVisitor {
  loggedIn: boolean;
  platform: PlatformCode;
  oneId: string | null;
  locale: Locale;
}

/**
 * What the home route shows: a page (with the ids to remember), the login page, or, for a preview
 * link whose page does not answer, the empty state.
 */
export type HomeOutcome =
  | { kind: 'page'; page: PageResult; pageId: string; pageIdEn: string | null }
  | { kind: 'login' }
  | { kind: 'missing' };

/**
 * Spec 03 section 4 "Home load": a member gets the INDEX page of their platform and enterprise; a
 * guest, or a member without one, gets the public page of HSHSC, except that a DZPT guest logs in
 * first. An English-enabled page in en-US swaps to its English version. A failed load or an empty
 * page sends the user to login.
 */
export async function loadHomePage(visitor: HomeVisitor): Promise<HomeOutcome> {
  try {
    if (!visitor.loggedIn && visitor.platform === 'DZPT') return { kind: 'login' };
    let page: PageResult | null = null;
    if (visitor.loggedIn && visitor.platform !== 'YCXK') {
      page = await fetchIndexPage({
        platform: visitor.platform,
        oneId: visitor.oneId ?? undefined,
        pageType: 'INDEX',
      });
    }
    page ??= await fetchPublicPage('HSHSC');
    if (!page?.pageData) return { kind: 'login' };

    const pageIdEn = page.isEnglish && page.idEn ? page.idEn : null;
    if (pageIdEn && visitor.locale === 'en-US') {
      // Without the English version the Chinese page is still better than the login page.
      const english = await fetchPageById(pageIdEn).catch(() => null);
      if (english?.pageData) {
        preloadConfiguredPage(english);
        return { kind: 'page', page: english, pageId: page.id, pageIdEn };
      }
    }
    preloadConfiguredPage(page);
    return { kind: 'page', page, pageId: page.id, pageIdEn };
  } catch {
    return { kind: 'login' };
  }
}

/**
 * The home page an operator's preview link opens (`/?id=…&isPreview=1&previewToken=…`): that page by
 * id with the link's token, which answers its draft, whoever the visitor is. No English swap (the
 * English version has a link of its own) and no login: a page that does not answer (a link expired,
 * a page removed) shows the empty state.
 */
export async function loadPreviewHomePage(link: PreviewLink): Promise<HomeOutcome> {
  try {
    const page = await fetchPageById(link.id, link.previewToken);
    if (!page?.pageData) return { kind: 'missing' };
    preloadConfiguredPage(page);
    return { kind: 'page', page, pageId: page.id, pageIdEn: null };
  } catch {
    return { kind: 'missing' };
  }
}

const homePageKey = (visitor: HomeVisitor) =>
  ['home-page', visitor.loggedIn, visitor.platform, visitor.oneId, visitor.locale] as const;

/**
 * Asks for the home page with the route's code, for the visitor the store holds then: the first
 * render of the page (the whole shell) no longer stands between the code and the page's calls (issue
 * 8, LCP). The route's own request finds this one under the same key; a visitor changed in between
 * (another locale, say) just asks again.
 */
export function prefetchHomePage(): void {
  // The server's render fetches what its pages ask for (entry-server.tsx); a preload would wait in
  // swr's one cache of the whole process, where another member's render could take it.
  if (typeof window === 'undefined') return;
  // A preview link asks for its own page (useHomePage), not the visitor's home page.
  if (previewLinkOf(new URLSearchParams(window.location.search))) return;
  const store = getAppStore();
  const visitor: HomeVisitor = {
    loggedIn: Boolean(store.get(accessTokenAtom)),
    platform: store.get(platformAtom),
    oneId: store.get(oneIdAtom),
    locale: store.get(localeAtom),
  };
  const key = homePageKey(visitor);
  // The server sent the page it rendered with, and the page hydrates with it (state/server-swr.ts).
  if (window.__MALL_SWR__ && unstable_serialize(key) in window.__MALL_SWR__) return;
  // loadHomePage answers every failure as the login outcome, so this never rejects.
  void preload(key, () => loadHomePage(visitor));
}

function useHomePage() {
  const visitor: HomeVisitor = {
    loggedIn: Boolean(useAtomValue(accessTokenAtom)),
    platform: useAtomValue(platformAtom),
    oneId: useAtomValue(oneIdAtom),
    locale: useAtomValue(localeAtom),
  };
  const setPageId = useSetAtom(pageIdAtom);
  const setPageIdEn = useSetAtom(pageIdEnAtom);
  const previewLink = usePreviewLink();
  // The draft is cached under its page's id, not under the token, and apart from the home page.
  const { data } = useSWR(previewLink ? ['home-page-preview', previewLink.id] : homePageKey(visitor), () =>
    previewLink ? loadPreviewHomePage(previewLink) : loadHomePage(visitor),
  );
  const previewing = previewLink !== null;

  useEffect(() => {
    // The ids remembered are the visitor's own home page's, which a preview is not.
    if (!data || previewing) return;
    setPageId(data.kind === 'page' ? data.pageId : null);
    setPageIdEn(data.kind === 'page' ? data.pageIdEn : null);
  }, [data, previewing, setPageId, setPageIdEn]);

  return data;
}

// ---------------------------------------------------------------------------------------------
// Component
// ---------------------------------------------------------------------------------------------

// Members only, in a chunk of its own: a guest's `/` loads none of the red-packet code.
const RedPacketWidget = lazy(() =>
  import('../red-packet/RedPacketWidget.tsx').then((m) => ({ default: m.RedPacketWidget })),
);

/** `/`: the home page of the platform, or the public page for a guest. */
export function HomeRoute() {
  const outcome = useHomePage();
  // The red packets are an employee's: a disposable card's session has none to receive.
  const employee = useAtomValue(employeeSessionAtom);
  const { t } = useTranslation('storefront');
  if (outcome?.kind === 'login') return <Navigate to="/login" replace />;
  const shown = outcome?.kind === 'page' ? outcome : undefined;
  // One ConfiguredPage from the first render on: its frame stays while the page arrives.
  return (
    <>
      <ConfiguredPage
        page={shown?.page}
        pending={
          outcome?.kind === 'missing' ? (
            <StatusMessage title={t('page.empty')} />
          ) : (
            <StatusMessage loading title={t('page.loading')} />
          )
        }
        englishEnabled={shown !== undefined && shown.pageIdEn !== null}
        // An English version that failed to load leaves the Chinese page in its place.
        contentInEnglish={shown !== undefined && shown.page.id === shown.pageIdEn}
        categoryNav="menu"
      />
      {/* A fixed corner tip that takes no room on the page: while it loads there is nothing to hold. */}
      {employee && shown ? (
        <Suspense fallback={null}>
          <RedPacketWidget />
        </Suspense>
      ) : null}
    </>
  );
}
