import type { EnterpriseLogo } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { fetchEnterpriseLogo } from '../api/enterprise-logo.ts';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, userInfoAtom } from '../state/session.ts';

// Asked once per visit (and again for another member), not on every page the header is on.
const ONCE = { revalidateIfStale: false, revalidateOnFocus: false, shouldRetryOnError: false } as const;

/**
 * The logo of the logged-in member's enterprise for the header (GET /buyer/bindEnterLogo/logo), once
 * per member. Never asked for a guest (whose header keeps the site's logo, so a guest's page costs no
 * request) nor for a disposable card's session (platform YCXK; an employee endpoint). A member's page
 * rendered on the server asks for it with the page's other data (entry-server.tsx), so it comes with
 * the HTML; in the browser it replaces the site's logo in the same box. `undefined` for a guest or a
 * card, while loading, and when the call fails.
 */
export function useEnterpriseLogo(): EnterpriseLogo | undefined {
  const token = useAtomValue(accessTokenAtom);
  const memberId = useAtomValue(userInfoAtom)?.id;
  const card = useAtomValue(platformAtom) === 'YCXK';
  const member = token && memberId && !card ? memberId : null;
  const { data } = useSWR(member ? ['enterprise-logo', member] : null, fetchEnterpriseLogo, ONCE);
  return member ? data : undefined;
}
