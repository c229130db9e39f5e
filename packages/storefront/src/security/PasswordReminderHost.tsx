import { useInBrowser } from '@mall/runtime';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { DataRouter } from 'react-router';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { passwordReminderStep } from './password-reminder.ts';

// The dialog and its forms download only for a member who must change a password, so the first
// page's code does not grow for everyone else. Nothing is drawn while it loads.
const PasswordReminderDialog = lazy(() =>
  import('./PasswordReminderDialog.tsx').then((m) => ({ default: m.PasswordReminderDialog })),
);

/** The part of the app's router the host reads: where the user is, and when that changes. */
type AppRouter = Pick<DataRouter, 'state' | 'subscribe'>;

export interface PasswordReminderHostProps {
  /** The app's router; the host sits beside it, outside its routes. */
  router: AppRouter;
}

/**
 * The forced password reminder (spec 03 section 4): while the stored member has updatePwd '1' a
 * blocking dialog asks for a new login password; then, while updatePayPwd is '1', for the pay
 * password. Each form reads the member afresh when it succeeds, which moves the reminder on.
 */
export function PasswordReminderHost({ router }: PasswordReminderHostProps) {
  const loggedIn = Boolean(useAtomValue(accessTokenAtom));
  const user = useAtomValue(userInfoAtom);
  // A string snapshot: the same place gives the same value, so nothing re-renders in between.
  const readPlace = () => {
    const { pathname, search } = router.state.location;
    return `${pathname}${search}`;
  };
  // The same read on the server (entry-server.tsx), where the router is static.
  const place = useSyncExternalStore(router.subscribe, readPlace, readPlace);
  const url = new URL(place, 'http://mall.invalid');
  const step = passwordReminderStep(user, loggedIn, url.pathname, url.search);
  // Not in the server's markup: with no portal there it would sit in place, seen before its buttons
  // answer. Rendered once the page has hydrated, it comes with its buttons working.
  const hydrated = useInBrowser();
  if (!step || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <PasswordReminderDialog step={step} />
    </Suspense>
  );
}
