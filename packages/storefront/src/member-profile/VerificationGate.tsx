import { useInBrowser } from '@mall/runtime';
import type { UserInfo } from '@mall/schemas';
import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { isOpenRoute } from '../session/open-routes.ts';
import { memberGateOpenAtom } from '../state/member-gate.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { employeeSessionAtom } from '../state/session-kind.ts';
import { fetchPrivacyConsent, fetchVerifyStatus } from '../api/member-profile.ts';

// The dialogs, their forms and their strings download only for a member who has one to see.
const VerificationDialog = lazy(() =>
  import('./VerificationDialog.tsx').then((m) => ({ default: m.VerificationDialog })),
);
const PrivacyConsentDialog = lazy(() =>
  import('./PrivacyConsentDialog.tsx').then((m) => ({ default: m.PrivacyConsentDialog })),
);

/** The part of the app's router the gate reads: where the user is, and when that changes. */
export interface GateRouter {
  state: { location: { pathname: string; search: string } };
  subscribe: (listener: () => void) => () => void;
}

/** SWR keys of the two statuses, per member, so a member who logs in after another asks afresh. */
export const verifyStatusKey = (memberId: string) => ['verifyStatus', memberId] as const;
export const privacyConsentKey = (memberId: string) => ['privacyConsent', memberId] as const;

/**
 * Whether the gate may show anything for this member here: a logged-in member past the password
 * reminder (updatePwd / updatePayPwd '1' come first, spec 03 section 4), on a mall route. The open
 * routes (login, sign-up, the agreements the privacy dialog links to) stay usable; the home page,
 * though open to guests, is the mall itself.
 */
export function gateMayShow(
  token: string | null,
  user: UserInfo | null,
  pathname: string,
  search: string,
): boolean {
  if (!token || !user) return false;
  if (user.updatePwd === '1' || user.updatePayPwd === '1') return false;
  return pathname === '/' || !isOpenRoute(pathname, search);
}

export interface VerificationGateProps {
  /** The app's router, read from outside its provider (the gate sits beside it, like the popups). */
  router: GateRouter;
}

/**
 * The forced verification dialog, then the privacy-consent dialog (spec 03 sections 4 to 6): each
 * blocks the mall for a member whose enterprise requires it until it is done. Both statuses come
 * from the server, so a reload never brings back what is done and never skips what is not.
 */
export function VerificationGate({ router }: VerificationGateProps) {
  const token = useAtomValue(accessTokenAtom);
  const user = useAtomValue(userInfoAtom);
  const readLocation = () => router.state.location;
  // The same read on the server (entry-server.tsx), where the router is static.
  const location = useSyncExternalStore(router.subscribe, readLocation, readLocation);
  // A disposable card's session has neither to verify nor to consent: the card's pages are all it has.
  const employee = useAtomValue(employeeSessionAtom);
  const active = employee && gateMayShow(token, user, location.pathname, location.search);
  const memberId = active && user ? user.id : null;

  const verify = useSWR(memberId ? verifyStatusKey(memberId) : null, fetchVerifyStatus);
  const verifyDue =
    verify.data !== undefined &&
    ((verify.data.requireMobile && !verify.data.mobileVerify) ||
      (verify.data.requireEmail && !verify.data.emailVerify));
  // Asked only once verification is settled, so the member meets one dialog at a time.
  const privacy = useSWR(
    memberId && verify.data !== undefined && !verifyDue ? privacyConsentKey(memberId) : null,
    fetchPrivacyConsent,
  );
  const privacyDue = privacy.data !== undefined && privacy.data.required && !privacy.data.consented;
  // Until both answers are in, a dialog may still come: the popups wait too. A failed call blocks nothing.
  const deciding =
    (verify.data === undefined && !verify.error) ||
    (!verifyDue && verify.data !== undefined && privacy.data === undefined && !privacy.error);
  const blocking = memberId !== null && (verifyDue || privacyDue || deciding);
  const setGateOpen = useSetAtom(memberGateOpenAtom);
  useEffect(() => setGateOpen(blocking), [blocking, setGateOpen]);

  // Not in the server's markup: with no portal there it would sit in place, seen before its buttons
  // answer. Rendered once the page has hydrated, it comes with its buttons working.
  const hydrated = useInBrowser();

  if (!memberId || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      {verifyDue && verify.data ? (
        <VerificationDialog status={verify.data} onVerified={() => void verify.mutate()} />
      ) : privacyDue ? (
        <PrivacyConsentDialog onAccepted={() => void privacy.mutate()} />
      ) : null}
    </Suspense>
  );
}
