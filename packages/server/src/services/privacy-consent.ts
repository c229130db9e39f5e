import type { PrivacyConsentRequest, PrivacyConsentStatus } from '@mall/schemas';
import type { DbExecutor } from '../db/db.ts';
import { firstOr404, formRefusal } from '../http/api-error.ts';

// The privacy popup (spec 03 sections 4 and 6): the enterprise that has it shows it to each member
// once, until both boxes are ticked; the consent is kept on the member.

/** Refusals of the popup, each naming the consent that is missing (spec 03 section 5). */
export const PRIVACY_CONSENT_MESSAGES = {
  privacyPolicy: '请阅读并同意《隐私政策》',
  userAgreement: '请阅读并同意《用户协议》',
  both: '请阅读并同意《隐私政策》和《用户协议》',
} as const;

/** Whether the member's enterprise shows the popup and whether the member has agreed. */
export async function getPrivacyConsent(db: DbExecutor, memberId: string): Promise<PrivacyConsentStatus> {
  const rows = await db.query<PrivacyConsentStatus>(
    `SELECT e.privacy_popup AS required, m.privacy_consented_at IS NOT NULL AS consented
     FROM members m JOIN enterprises e ON e.one_id = m.one_id WHERE m.id = $1`,
    [memberId],
  );
  return firstOr404(rows, '用户不存在');
}

/** Records the member's consent; both boxes must be ticked. A second consent keeps the first moment. */
export async function acceptPrivacyConsent(
  db: DbExecutor,
  memberId: string,
  request: PrivacyConsentRequest,
  now: Date,
): Promise<void> {
  const policy = request.privacyPolicy === true;
  const agreement = request.userAgreement === true;
  if (!policy && !agreement) throw formRefusal(PRIVACY_CONSENT_MESSAGES.both);
  if (!policy) throw formRefusal(PRIVACY_CONSENT_MESSAGES.privacyPolicy);
  if (!agreement) throw formRefusal(PRIVACY_CONSENT_MESSAGES.userAgreement);
  await db.query(
    `UPDATE members SET privacy_consented_at = $2 WHERE id = $1 AND privacy_consented_at IS NULL`,
    [memberId, now],
  );
}
