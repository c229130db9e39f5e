import { BENEFIT_FLAG_KEYS, writeStored } from '../state/session-storage.ts';
import { writeRenderCookie } from '../state/render-cookie.ts';
import { getAppStore } from '../state/store.ts';
import { fetchBenefitPermission } from '../api/benefits.ts';

/**
 * Asks the server whether a year's and a quarter's benefit choice are open for the member and
 * stores the answer as localStorage `isYear` / `isQuarter` ('true' / 'false'), which the category
 * navigation reads to show the choice items (spec 03 section 4). Never rejects: when the call fails
 * the flags stored before stay (the logout clears them with the rest of the session).
 */
export async function storeBenefitFlags(): Promise<void> {
  try {
    const { isYear, isQuarter } = await fetchBenefitPermission();
    writeStored(BENEFIT_FLAG_KEYS.year, String(isYear));
    writeStored(BENEFIT_FLAG_KEYS.quarter, String(isQuarter));
    // The server renders the next page's navigation from these too.
    writeRenderCookie(getAppStore());
  } catch {
    // The request layer has handled it (login prompt, quiet otherwise).
  }
}
