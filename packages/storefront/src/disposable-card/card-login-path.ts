import { readStored, SESSION_KEYS } from '../state/session-storage.ts';

/**
 * Where a visitor without a card session logs in with a card: the card login of the stored login
 * route name, else of the stored card page (or the enterprise page), as logout sends a card
 * holder (spec 01 section 4).
 */
export function cardLoginPath(pageId: string | null): string {
  const routeName = readStored(SESSION_KEYS.loginRouteName);
  if (routeName) return `/disposableCard/login/${encodeURIComponent(routeName)}`;
  const cardPageId = readStored(SESSION_KEYS.disposableCardPageId) || pageId;
  return cardPageId
    ? `/disposableCard/login?${new URLSearchParams({ pageId: cardPageId }).toString()}`
    : '/disposableCard/login';
}
