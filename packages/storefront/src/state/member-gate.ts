import { atom } from 'jotai';

/**
 * Whether a dialog that blocks the mall until the member acts (forced verification, privacy
 * consent) is open or still being decided. The login popups wait behind it, so a member meets one
 * dialog at a time (spec 03 section 4).
 */
export const memberGateOpenAtom = atom(false);
