import { API_PATHS, type DisposableCardSession } from '@mall/schemas';
import { onTestFinished } from 'vitest';
import { cardSession } from '../disposable-card/disposable-card-test-data.ts';
import { accessTokenAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from './fake-api.ts';

/**
 * Logs a disposable card's holder in for one test: the card's access token, and `session` as what
 * the server answers for it (the test data's usable card unless given; `null` for an ordinary
 * member's token). The token is cleared when the test ends.
 */
export function logInCard(session: DisposableCardSession | null = cardSession()): void {
  appStore.set(accessTokenAtom, 'card-token');
  fakeApi.answer(API_PATHS.ycxkCard, session);
  onTestFinished(() => appStore.set(accessTokenAtom, null));
}
