import { atom } from 'jotai';
import { platformAtom } from './platform.ts';
import { accessTokenAtom } from './session.ts';

/**
 * Whether the session is an employee's: logged in, and not with a disposable card (platform YCXK).
 * A card's session is the account made with the card, which the server serves on the card's own
 * pages only (403, code 20005, elsewhere), so the shell asks nothing of the mall's member endpoints
 * for it: no benefit flags, verification, red packets or toolbar. Defaults to `false` for a guest.
 */
export const employeeSessionAtom = atom(
  (get) => Boolean(get(accessTokenAtom)) && get(platformAtom) !== 'YCXK',
);
