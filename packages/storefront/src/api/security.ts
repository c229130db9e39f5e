import { API_PATHS, type SmsCodeSent } from '@mall/schemas';
import { jsonBody, requestOutcome, type RequestOutcome } from './request.ts';
import { encryptPassword } from './encrypt-password.ts';

// The logged-in member's password calls. Passwords travel encrypted, as the login's; callers pass
// what was typed. A refusal the form shows (wrong old password, wrong SMS code, the rules) comes
// back as `{ ok: false, message }`; anything else the request layer has shown, and it rejects.

/** Replaces the login password; the server ends the member's other sessions and keeps this one. */
export async function changeLoginPassword(
  oldPassword: string,
  newPassword: string,
): Promise<RequestOutcome<null>> {
  return requestOutcome<null>(
    API_PATHS.updateLoginPassword,
    jsonBody({
      oldPassword: await encryptPassword(oldPassword),
      newPassword: await encryptPassword(newPassword),
    }),
  );
}

/** Sends the pay-password screen's SMS code to the member's own mobile (answered masked). */
export function sendPayPasswordCode(): Promise<RequestOutcome<SmsCodeSent>> {
  return requestOutcome<SmsCodeSent>(API_PATHS.sendMemberSmsCode, jsonBody({ function: 'PAY_PASSWORD' }));
}

/** How the member proves it is them: the old pay password, or the SMS code. */
export type PayPasswordProof = { oldPassword: string } | { code: string };

/** Changes the pay password with the old one or the SMS code. */
export async function changePayPassword(
  proof: PayPasswordProof,
  newPassword: string,
): Promise<RequestOutcome<null>> {
  const proofBody =
    'code' in proof ? { code: proof.code.trim() } : { oldPassword: await encryptPassword(proof.oldPassword) };
  return requestOutcome<null>(
    API_PATHS.payPassword,
    jsonBody({ ...proofBody, newPassword: await encryptPassword(newPassword) }),
  );
}
