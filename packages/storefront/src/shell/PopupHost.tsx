import type { PlatformCode } from '@mall/runtime';
import type { LatestPopupRequest, Popup, PopupRange } from '@mall/schemas';

import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { fetchLatestPopup, postPopupCancelStatus } from '../api/popups.ts';
import { readStored, writeStored } from '../state/session-storage.ts';
import { memberGateOpenAtom } from '../state/member-gate.ts';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';
import { popupLoginMarker } from './popup-login-marker.ts';
import clientConfig from '../../../../config/client.json';

// The dialog (and DOMPurify with it) downloads only when a member has a popup to see. Nothing is
// drawn while it loads: the popup is an overlay, so no page content waits for it or moves.
const PopupDialog = lazy(() => import('./PopupDialog.tsx').then((m) => ({ default: m.PopupDialog })));

/** localStorage key of the login whose popups were fetched (spec 01 section 3, `popped`). */
export const POPPED_KEY = 'popped';
/** localStorage key telling whether this login is the member's first (`'true'` or `'false'`). */
export const FIRST_LOGIN_KEY = 'isFirstLogin';

/** The calls the host makes; stories and tests pass their own. */
export interface PopupApi {
  fetchLatestPopup: (query: LatestPopupRequest) => Promise<Popup | null>;
  postPopupCancelStatus: (popupId: string) => Promise<void>;
}

const SERVER_POPUP_API: PopupApi = { fetchLatestPopup, postPopupCancelStatus };

/** Members whose popups offer only the acknowledge button (config/client.json `tenants`). */
const ACKNOWLEDGE_ONLY_MEMBER_IDS: readonly string[] = clientConfig.tenants.acknowledgeOnlyPopupMemberIds;

/** The popup range of a storefront platform: the disposable-card platform YCXK asks for OT. */
export function popupRangeOf(platform: PlatformCode): PopupRange {
  return platform === 'YCXK' ? 'OT' : platform;
}

/** The enterprise popup, then the platform's, for the frequency of this login; none on failure. */
async function fetchAfterTh(api: PopupApi, popupRange: PopupRange): Promise<Popup[]> {
  // Frequency 0 is for the member's first login, 1 for any other (spec 01 section 9).
  const popupFrequency = readStored(FIRST_LOGIN_KEY) === 'true' ? 0 : 1;
  const found = await Promise.all(
    (['EP', 'PF'] as const).map((popupType) =>
      api.fetchLatestPopup({ popupType, popupFrequency, popupRange }).catch(() => null),
    ),
  );
  return found.filter((popup) => popup !== null);
}

export interface PopupHostProps {
  /** Defaults to the server's popup calls. */
  api?: PopupApi;
}

/**
 * The popups after login (spec 01 sections 3 and 4), for members only and fetched once per login,
 * guarded by the stored `popped` flag: the TH popup first; once it is closed (or when there is
 * none) the enterprise (EP) and platform (PF) popups of the login's frequency, shown one after
 * another. 'Don't show again' is recorded on the server, which leaves the popup out from then on.
 */
export function PopupHost({ api = SERVER_POPUP_API }: PopupHostProps) {
  const token = useAtomValue(accessTokenAtom);
  const user = useAtomValue(userInfoAtom);
  const platform = useAtomValue(platformAtom);
  const memberGateOpen = useAtomValue(memberGateOpenAtom);
  const marker = token && user ? popupLoginMarker(user) : null;
  const firstLogin = !user?.lastLoginDate;
  const [queue, setQueue] = useState<{ marker: string | null; popups: Popup[] }>({
    marker: null,
    popups: [],
  });
  // The platform the popups of this login were asked for, for the second round.
  const rangeRef = useRef<PopupRange>('HSHSC');

  useEffect(() => {
    // The flag is set before the call, so a remount (StrictMode, a second tab) never asks twice.
    if (!marker || readStored(POPPED_KEY) === marker) return;
    writeStored(POPPED_KEY, marker);
    writeStored(FIRST_LOGIN_KEY, String(firstLogin));
    const popupRange = popupRangeOf(platform);
    rangeRef.current = popupRange;
    void (async () => {
      const th = await api
        .fetchLatestPopup({ popupType: 'TH', popupFrequency: 3, popupRange })
        .catch(() => null);
      const popups = th ? [th] : await fetchAfterTh(api, popupRange);
      setQueue({ marker, popups });
    })();
  }, [marker, firstLogin, platform, api]);

  // Popups of an earlier login (or of a member who has since logged out) are not shown.
  const popup = marker !== null && queue.marker === marker ? queue.popups[0] : undefined;
  // The forced password reminder comes before anything else (spec 03 section 4): the popups wait.
  // So do they behind the forced verification and the privacy consent (VerificationGate).
  const passwordReminderDue = user?.updatePwd === '1' || user?.updatePayPwd === '1';
  if (!popup || passwordReminderDue || memberGateOpen) return null;

  const close = (dontShowAgain: boolean) => {
    // A failed call has shown its own message; the popup closes either way.
    if (dontShowAgain) void api.postPopupCancelStatus(popup.id).catch(() => undefined);
    setQueue((current) => ({ ...current, popups: current.popups.slice(1) }));
    if (popup.popupType === 'TH') {
      void fetchAfterTh(api, rangeRef.current).then((next) =>
        setQueue((current) => ({ ...current, popups: [...current.popups, ...next] })),
      );
    }
  };

  return (
    <Suspense fallback={null}>
      <PopupDialog
        key={popup.id}
        popup={popup}
        onClose={close}
        acknowledgeOnly={user !== null && ACKNOWLEDGE_ONLY_MEMBER_IDS.includes(user.id)}
      />
    </Suspense>
  );
}
