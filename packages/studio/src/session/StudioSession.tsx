import type { Locale } from '@mall/runtime';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { studioApi, type StudioApi } from '../api/studio-api.ts';
import type { Operator } from '../api/studio-types.ts';

// Who is working in the studio, in which language, and the API bound to both. The token lives in
// sessionStorage: a studio tab's login ends with the tab, and a member's storage is never touched.

const TOKEN_KEY = 'studio-token';
const OPERATOR_KEY = 'studio-operator';
const UUID_KEY = 'studio-uuid';
const LOCALE_KEY = 'studio-locale';

/** The studio's session. */
export interface StudioSession {
  operator: Operator | null;
  locale: Locale;
  setLocale: (locale: Locale) => void;
  api: StudioApi;
  /** This tab's device id: the picture code is kept under it, and the preview asks as it. */
  uuid: string;
  /** Keeps a login: its token and operator. */
  signIn: (accessToken: string, operator: Operator) => void;
  /** Forgets the login (after the server ended it, or it expired). */
  signOut: () => void;
}

const SessionContext = createContext<StudioSession | null>(null);

function readJson<T>(storage: Storage, key: string): T | null {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

function deviceUuid(): string {
  const kept = sessionStorage.getItem(UUID_KEY);
  if (kept) return kept;
  const made = crypto.randomUUID();
  sessionStorage.setItem(UUID_KEY, made);
  return made;
}

/** Provides the studio's session to everything inside. */
export function StudioSessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY));
  const [operator, setOperator] = useState(() => readJson<Operator>(sessionStorage, OPERATOR_KEY));
  const [locale, setLocaleState] = useState<Locale>(() =>
    localStorage.getItem(LOCALE_KEY) === 'en-US' ? 'en-US' : 'zh-CN',
  );
  const [uuid] = useState(deviceUuid);

  const signOut = useCallback(() => {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(OPERATOR_KEY);
    setToken(null);
    setOperator(null);
  }, []);
  const signIn = useCallback((accessToken: string, who: Operator) => {
    sessionStorage.setItem(TOKEN_KEY, accessToken);
    sessionStorage.setItem(OPERATOR_KEY, JSON.stringify(who));
    setToken(accessToken);
    setOperator(who);
  }, []);
  const setLocale = useCallback((next: Locale) => {
    localStorage.setItem(LOCALE_KEY, next);
    document.documentElement.lang = next;
    setLocaleState(next);
  }, []);

  const api = useMemo(
    () => studioApi({ token, locale, uuid, onUnauthorised: signOut }),
    [token, locale, uuid, signOut],
  );
  const session = useMemo<StudioSession>(
    () => ({ operator: token ? operator : null, locale, setLocale, api, uuid, signIn, signOut }),
    [token, operator, locale, setLocale, api, uuid, signIn, signOut],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The studio's session; only inside {@link StudioSessionProvider}. */
export function useStudioSession(): StudioSession {
  const session = use(SessionContext);
  if (!session) throw new Error('useStudioSession outside StudioSessionProvider');
  return session;
}
