import useSWR from 'swr';
import { fetchMemberDetail } from '../api/member-profile.ts';
import { decryptField } from '../session/decrypt-field.ts';

/** The member's profile with the employee number, mobile and e-mail decrypted (null when none). */
export interface MemberProfile {
  username: string;
  nickName: string;
  code: string | null;
  mobile: string | null;
  email: string | null;
  point: number;
  enterpriseName: string;
}

/** SWR key of the profile. */
export const MEMBER_DETAIL_KEY = 'memberDetail';

async function loadProfile(): Promise<MemberProfile> {
  const detail = await fetchMemberDetail();
  const [code, mobile, email] = await Promise.all([
    decryptField(detail.code),
    decryptField(detail.mobile),
    decryptField(detail.email),
  ]);
  return {
    username: detail.username,
    nickName: detail.nickName,
    code,
    mobile,
    email,
    point: detail.point,
    enterpriseName: detail.enterpriseName,
  };
}

/** getUserDetail, decrypted. */
export function useMemberDetail() {
  return useSWR(MEMBER_DETAIL_KEY, loadProfile);
}
