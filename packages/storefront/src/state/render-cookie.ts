import { RENDER_COOKIE, renderCookieValue } from '@mall/schemas';
import { useStore, type Atom, type createStore } from 'jotai';
import { useSyncExternalStore } from 'react';
import {
  BENEFIT_FLAG_KEYS,
  readStored,
  SESSION_KEYS,
  serverStoredAtom,
  subscribeStored,
} from './session-storage.ts';
import { cartCountAtom } from './cart-count.ts';
import { deliveryRegionAtom, type DeliveryRegion } from './delivery-region.ts';
import { localeAtom } from './locale.ts';
import { platformAtom } from './platform.ts';
import { accessTokenAtom, oneIdAtom, pageIdAtom, pageIdEnAtom } from './session.ts';

type Store = ReturnType<typeof createStore>;

/**
 * Cookie `mall-render`: what the browser's first render reads from localStorage, copied where the
 * server sees it, so the page the server renders is the page the browser then hydrates.
 *
 * The server reads it only to render a page (a GET of a route). The API never takes it as a login:
 * its calls carry the token in a header, as before, so a cross-site request gains nothing from it.
 * It holds nothing localStorage does not already hold for the same origin's scripts.
 */
export { RENDER_COOKIE };

/** The stored values a first render reads; the member's profile the server asks for itself. */
export interface RenderState {
  accessToken: string | null;
  oneId: string | null;
  pageId: string | null;
  pageIdEn: string | null;
  locale: 'zh-CN' | 'en-US';
  platform: 'HSHSC' | 'DZPT' | 'YCXK';
  cartNum: number | null;
  deliveryRegion: DeliveryRegion | null;
  /** Plain localStorage values no atom holds that the first render reads (`readStored`). */
  stored: Record<string, string | null>;
}

/**
 * The plain stored values of `RenderState.stored`: the benefit-choice flags and the login url (the
 * special top navigation, shell/tenant-nav.ts) the navigation reads.
 */
const STORED_KEYS: readonly string[] = [
  BENEFIT_FLAG_KEYS.year,
  BENEFIT_FLAG_KEYS.quarter,
  SESSION_KEYS.loginUrl,
];

const MAX_AGE_S = 30 * 24 * 3600;

export function readRenderState(store: Store): RenderState {
  return {
    accessToken: store.get(accessTokenAtom),
    oneId: store.get(oneIdAtom),
    pageId: store.get(pageIdAtom),
    pageIdEn: store.get(pageIdEnAtom),
    locale: store.get(localeAtom),
    platform: store.get(platformAtom),
    cartNum: store.get(cartCountAtom),
    deliveryRegion: store.get(deliveryRegionAtom),
    stored: Object.fromEntries(STORED_KEYS.map((key) => [key, readStored(key)])),
  };
}

/**
 * Puts a render state into a store and `readStored`, as the browser's localStorage would have them
 * (the server's side).
 */
export function applyRenderState(store: Store, state: RenderState): void {
  store.set(serverStoredAtom, state.stored);
  store.set(accessTokenAtom, state.accessToken);
  store.set(oneIdAtom, state.oneId);
  store.set(pageIdAtom, state.pageId);
  store.set(pageIdEnAtom, state.pageIdEn);
  store.set(localeAtom, state.locale);
  store.set(platformAtom, state.platform);
  store.set(cartCountAtom, state.cartNum);
  store.set(deliveryRegionAtom, state.deliveryRegion);
}

/** Writes the cookie from the store and localStorage as they are now. */
export function writeRenderCookie(store: Store): void {
  const value = encodeURIComponent(JSON.stringify(readRenderState(store)));
  document.cookie = `${RENDER_COOKIE}=${value}; path=/; max-age=${MAX_AGE_S}; SameSite=Lax`;
}

/**
 * Writes the cookie now and whenever one of its atoms changes; answers the unsubscribe. Code that
 * writes one of the plain stored values calls `writeRenderCookie` itself.
 */
export function mirrorRenderCookie(store: Store): () => void {
  const write = () => writeRenderCookie(store);
  write();
  const atoms = [
    accessTokenAtom,
    oneIdAtom,
    pageIdAtom,
    pageIdEnAtom,
    localeAtom,
    platformAtom,
    cartCountAtom,
    deliveryRegionAtom,
  ] as const;
  const unsubscribes = atoms.map((atom) => store.sub(atom, write));
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The render state in a request's Cookie header; `null` when absent or not ours. */
export function parseRenderCookie(cookieHeader: string | undefined): RenderState | null {
  const raw = renderCookieValue(cookieHeader);
  if (!raw) return null;
  let parsed: Record<string, unknown>;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== 'object' || value === null) return null;
    parsed = value as Record<string, unknown>;
  } catch {
    return null;
  }
  const region = parsed.deliveryRegion as DeliveryRegion | null | undefined;
  const stored = (typeof parsed.stored === 'object' && parsed.stored !== null ? parsed.stored : {}) as Record<
    string,
    unknown
  >;
  return {
    accessToken: text(parsed.accessToken),
    oneId: text(parsed.oneId),
    pageId: text(parsed.pageId),
    pageIdEn: text(parsed.pageIdEn),
    locale: parsed.locale === 'en-US' ? 'en-US' : 'zh-CN',
    platform: parsed.platform === 'DZPT' || parsed.platform === 'YCXK' ? parsed.platform : 'HSHSC',
    cartNum: typeof parsed.cartNum === 'number' && Number.isInteger(parsed.cartNum) ? parsed.cartNum : null,
    deliveryRegion:
      region && Array.isArray(region.ids) && Array.isArray(region.names)
        ? { ids: region.ids.map(String), names: region.names.map(String) }
        : null,
    stored: Object.fromEntries(STORED_KEYS.map((key) => [key, text(stored[key])])),
  };
}

// The state the page loaded with, which the server rendered it with (main.tsx notes it before hydrating).
let stateAtLoad: RenderState | null = null;

/**
 * What of its render state the server hands over with the page (entry-server.tsx): what the parts
 * that hydrate late read (`useAtomValueAsRendered`, `useStoredAsRendered`). No token.
 */
export type RenderedWith = Pick<RenderState, 'pageId' | 'cartNum' | 'stored'>;

/** The part of a render state the server hands over with the page. */
export function renderedWith(state: RenderState | null): RenderedWith {
  return { pageId: state?.pageId ?? null, cartNum: state?.cartNum ?? null, stored: state?.stored ?? {} };
}

/**
 * Notes the state the server rendered this page with: what it handed over, else the store as the
 * page loaded. The two can differ: the page before may still have written a value (the benefit flags,
 * the cart count) after the browser had sent the cookie for this one.
 */
export function noteStateAtLoad(store: Store, handedOver?: RenderedWith): void {
  stateAtLoad = { ...readRenderState(store), ...handedOver };
}

/**
 * An atom's value, except while React hydrates the server's page: then the value the page loaded
 * with, as the server rendered it. For parts hydrated later (a lazily loaded chunk) that read an atom
 * which the page's own effects may have changed meanwhile (the home page notes its id).
 */
export function useAtomValueAsRendered<Value>(
  atom: Atom<Value>,
  atLoad: (state: RenderState) => Value,
): Value {
  const store = useStore();
  return useSyncExternalStore(
    (onChange) => store.sub(atom, onChange),
    () => store.get(atom),
    () => (stateAtLoad ? atLoad(stateAtLoad) : store.get(atom)),
  );
}

/**
 * A plain stored value (`readStored`), rendered again when this page writes it, and while React
 * hydrates the server's page, the value the page loaded with, as the server rendered it. The benefit
 * flags arrive while the page hydrates (session/MemberSync.tsx): read as they are by then, the
 * navigation differed from the server's and React rendered the whole page over again.
 */
export function useStoredAsRendered(key: string): string | null {
  return useSyncExternalStore(
    subscribeStored,
    () => readStored(key),
    () => (stateAtLoad ? (stateAtLoad.stored[key] ?? null) : readStored(key)),
  );
}
