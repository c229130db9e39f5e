import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { accessTokenAtom } from '../state/session.ts';
import { fetchCardSession } from '../api/disposable-card.ts';

/** The swr keys' first part; ordering, paying and cart changes revalidate every key that starts with it. */
export const YCXK_KEY = 'disposable-card';

/**
 * The session's card (swr state): null for an ordinary member, nothing asked for a guest. The other
 * card endpoints are asked only once this says the session is a card's: for anyone else they
 * answer 403, which the request layer takes for a lost session.
 */
export function useCardSession() {
  const token = useAtomValue(accessTokenAtom);
  return useSWR(token ? [YCXK_KEY, 'card'] : null, fetchCardSession);
}
