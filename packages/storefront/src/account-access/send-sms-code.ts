import type { SmsCodeRequest } from '@mall/schemas';
import { postSendSmsCode } from '../api/account-access.ts';
import { toaster } from '../ui/toaster.ts';

/** How a form's picture code takes part in a send. */
export interface SendImageCode {
  /** Draws a new picture. */
  refresh: () => void;
  /** Empties the picture-code input. */
  clear: () => void;
  /** Shows a message at the picture-code input. */
  showError: (message: string) => void;
}

/** How long the "SMS sent" message stays up. */
const SENT_TOAST_MS = 3_000;

/**
 * Sends an SMS code the way every account form does: the server spends the picture code on any
 * attempt, so a new picture is drawn afterwards whatever happened (spec 03 section 8: a failed send
 * refreshes the graphic code). A wrong picture code is shown at its input; other failures were shown
 * by the request layer. Answers true when the code went out.
 */
export async function sendSmsCodeFromForm(
  request: SmsCodeRequest,
  imageCode: SendImageCode,
  sentMessage: string,
): Promise<boolean> {
  try {
    const outcome = await postSendSmsCode(request);
    if (!outcome.ok) {
      imageCode.showError(outcome.message);
      return false;
    }
    toaster.create({ type: 'success', description: sentMessage, duration: SENT_TOAST_MS });
    return true;
  } catch {
    return false;
  } finally {
    imageCode.clear();
    imageCode.refresh();
  }
}
