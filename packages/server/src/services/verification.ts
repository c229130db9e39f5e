import {
  maskMobile,
  MOBILE_PATTERN,
  type VerifyCodeRequest,
  type VerifyCodeSent,
  type VerifyStatus,
  type VerifyUserInfoRequest,
} from '@mall/schemas';
import type { Db, DbExecutor } from '../db/db.ts';
import { ApiError, CALLER_HANDLED_CODE, firstOr404 } from '../http/api-error.ts';
import { BAD_MOBILE } from './account-rules.ts';
import { consumeImageCode } from './image-codes.ts';
import { WRONG_IMAGE_CODE } from './passport-recovery.ts';
import { SMS_CODE_MINUTES, SMS_RESEND_SECONDS, wrongSmsCode } from './sms-codes.ts';
import {
  matchVerificationCode,
  sendVerificationCode,
  spendVerificationCode,
  type VerificationChannel,
} from './verification-codes.ts';

// Forced verification (spec 03 sections 4 and 5): an enterprise may require its members to prove a
// mobile and/or an enterprise e-mail (one ending with a suffix it allows) before they use the mall.
// The dialog sends a code after the image code, then stores what the codes proved in one transaction.

/** Refusals of the verification dialog, in the words the dialog shows (spec 03 sections 5 and 8). */
export const VERIFICATION_MESSAGES = {
  imageCodeRequired: '请输入图形验证码',
  mobileRequired: '手机号不能为空',
  badMobile: BAD_MOBILE,
  emailRequired: '请输入企业邮箱',
  badEmail: '请输入正确格式的企业邮箱',
  oneRecipient: '请填写手机号或企业邮箱其中一项',
  smsCodeRequired: '短信验证码不能为空',
  emailCodeRequired: '邮箱验证码不能为空',
  wrongEmailCode: '邮箱验证码错误或已失效',
} as const;

/** A general e-mail (spec 01 section 5); the enterprise's suffixes narrow it further. */
const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

interface MemberVerification {
  mobile: string | null;
  email: string | null;
  mobileVerified: boolean;
  emailVerified: boolean;
  requireMobile: boolean;
  requireEmail: boolean;
  emailSuffixes: string[];
}

async function readMemberVerification(db: DbExecutor, memberId: string): Promise<MemberVerification> {
  const rows = await db.query<MemberVerification>(
    `SELECT m.mobile, m.email, m.mobile_verified_at IS NOT NULL AS "mobileVerified",
            m.email_verified_at IS NOT NULL AS "emailVerified", e.verify_mobile AS "requireMobile",
            e.verify_email AS "requireEmail", e.email_suffixes AS "emailSuffixes"
     FROM members m JOIN enterprises e ON e.one_id = m.one_id WHERE m.id = $1`,
    [memberId],
  );
  return firstOr404(rows, '用户不存在');
}

/** What the member has verified and what their enterprise requires. */
export async function getVerifyStatus(db: DbExecutor, memberId: string): Promise<VerifyStatus> {
  const m = await readMemberVerification(db, memberId);
  return {
    bindMobile: m.mobile ? maskMobile(m.mobile) : null,
    mobileVerify: m.mobileVerified,
    bindEmail: m.email,
    emailVerify: m.emailVerified,
    emailFormat: m.emailSuffixes,
    requireMobile: m.requireMobile,
    requireEmail: m.requireEmail,
  };
}

/** A typed mobile, checked: required and well-formed. */
function checkedMobile(typed: string | undefined): string {
  const mobile = (typed ?? '').trim();
  if (!mobile) throw new ApiError(400, VERIFICATION_MESSAGES.mobileRequired);
  if (!MOBILE_PATTERN.test(mobile)) throw new ApiError(400, VERIFICATION_MESSAGES.badMobile);
  return mobile;
}

/** A typed enterprise e-mail, checked and lower-cased: required, well-formed, with an allowed suffix. */
function checkedEmail(typed: string | undefined, suffixes: readonly string[]): string {
  const email = (typed ?? '').trim().toLowerCase();
  if (!email) throw new ApiError(400, VERIFICATION_MESSAGES.emailRequired);
  const allowed = suffixes.length === 0 || suffixes.some((suffix) => email.endsWith(suffix.toLowerCase()));
  if (!EMAIL_PATTERN.test(email) || !allowed) throw new ApiError(400, VERIFICATION_MESSAGES.badEmail);
  return email;
}

/** What sending a code needs besides the body. */
export interface VerifyCodeContext {
  memberId: string;
  /** The `uuid` header the image code was drawn for. */
  uuid: string;
  now: Date;
  writeToOutbox: boolean;
}

/**
 * Sends an SMS code to `mobile` or a mail code to `email`. The recipient is checked before the
 * image code is spent; the image code is spent by every attempt that gets that far, right or wrong.
 */
export async function requestVerifyCode(
  db: Db,
  request: VerifyCodeRequest,
  context: VerifyCodeContext,
): Promise<VerifyCodeSent> {
  if (!request.code?.trim()) {
    throw new ApiError(400, VERIFICATION_MESSAGES.imageCodeRequired, CALLER_HANDLED_CODE);
  }
  const hasMobile = request.mobile !== undefined;
  if (hasMobile === (request.email !== undefined))
    throw new ApiError(400, VERIFICATION_MESSAGES.oneRecipient);
  let channel: VerificationChannel;
  let recipient: string;
  if (hasMobile) {
    channel = 'sms';
    recipient = checkedMobile(request.mobile);
  } else {
    channel = 'email';
    const { emailSuffixes } = await readMemberVerification(db, context.memberId);
    recipient = checkedEmail(request.email, emailSuffixes);
  }
  if (!(await consumeImageCode(db, context.uuid, request.code, context.now))) {
    throw new ApiError(400, WRONG_IMAGE_CODE, CALLER_HANDLED_CODE);
  }
  await sendVerificationCode(db, {
    memberId: context.memberId,
    channel,
    recipient,
    now: context.now,
    writeToOutbox: context.writeToOutbox,
  });
  return {
    channel,
    to: channel === 'sms' ? maskMobile(recipient) : recipient,
    resendInSeconds: SMS_RESEND_SECONDS,
    expiresInSeconds: SMS_CODE_MINUTES * 60,
  };
}

/** A typed code matched to the recipient it verifies: spent, and the recipient written, once all match. */
interface MatchedCode {
  codeId: string;
  column: 'mobile' | 'email';
  recipient: string;
  wrong: () => ApiError;
}

/** The refusal of a wrong mail code (code 30000, shown by the form). */
function wrongEmailCode(): ApiError {
  return new ApiError(400, VERIFICATION_MESSAGES.wrongEmailCode, CALLER_HANDLED_CODE);
}

/**
 * Stores the mobile and/or e-mail as the member's, verified, with the codes sent to them. Each one
 * the enterprise requires and the member has not verified must come; one sent anyway is checked and
 * stored too. Every rule is checked before anything is written; one transaction spends the codes and
 * updates the member.
 */
export async function verifyUserInfo(
  db: Db,
  memberId: string,
  request: VerifyUserInfoRequest,
  now: Date,
): Promise<void> {
  const member = await readMemberVerification(db, memberId);
  const withMobile =
    (member.requireMobile && !member.mobileVerified) ||
    request.mobile !== undefined ||
    request.smsCode !== undefined;
  const withEmail =
    (member.requireEmail && !member.emailVerified) ||
    request.email !== undefined ||
    request.emailCode !== undefined;
  if (!withMobile && !withEmail) throw new ApiError(400, VERIFICATION_MESSAGES.oneRecipient);

  const mobile = withMobile ? checkedMobile(request.mobile) : null;
  if (withMobile && !request.smsCode?.trim()) throw new ApiError(400, VERIFICATION_MESSAGES.smsCodeRequired);
  const email = withEmail ? checkedEmail(request.email, member.emailSuffixes) : null;
  if (withEmail && !request.emailCode?.trim())
    throw new ApiError(400, VERIFICATION_MESSAGES.emailCodeRequired);

  // Each recipient being verified, with the code typed for it; every code is matched before any
  // is spent, so a wrong second code leaves the first one unspent.
  const verified = [
    { channel: 'sms', column: 'mobile', recipient: mobile, code: request.smsCode, wrong: wrongSmsCode },
    { channel: 'email', column: 'email', recipient: email, code: request.emailCode, wrong: wrongEmailCode },
  ] as const;
  const matched: MatchedCode[] = [];
  for (const { channel, column, recipient, code, wrong } of verified) {
    if (recipient === null) continue;
    const codeId = await matchVerificationCode(db, { memberId, channel, recipient, code: code ?? '', now });
    if (codeId === null) throw wrong();
    matched.push({ codeId, column, recipient, wrong });
  }

  await db.transaction(async (tx) => {
    for (const { codeId, column, recipient, wrong } of matched) {
      if (!(await spendVerificationCode(tx, codeId, now))) throw wrong();
      await tx.query(`UPDATE members SET ${column} = $2, ${column}_verified_at = $3 WHERE id = $1`, [
        memberId,
        recipient,
        now,
      ]);
    }
  });
}
