import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useAccountAccessStrings } from './useAccountAccessStrings.ts';

/** Seconds before another SMS code may be asked for (spec 03 section 9; the server enforces it too). */
export const SMS_RESEND_SECONDS = 60;

export interface SmsCodeButtonProps {
  /** Sends the code; resolves `true` when it went out, which starts the countdown. */
  onSend: () => Promise<boolean>;
  /** Length of the countdown. Defaults to `SMS_RESEND_SECONDS` (60). */
  seconds?: number;
  /** Seconds already left when it mounts, for a code sent a moment ago. Defaults to `0`. */
  initialSecondsLeft?: number;
  /** Not clickable (the form is busy). Defaults to `false`. */
  disabled?: boolean;
}

/**
 * "Get code": sends an SMS code, then counts down the seconds until another may be sent, disabled
 * meanwhile. A send that fails leaves it clickable at once.
 */
export function SmsCodeButton({
  onSend,
  seconds = SMS_RESEND_SECONDS,
  initialSecondsLeft = 0,
  disabled = false,
}: SmsCodeButtonProps) {
  const { t } = useAccountAccessStrings();
  const [secondsLeft, setSecondsLeft] = useState(initialSecondsLeft);
  const [sending, setSending] = useState(false);
  const counting = secondsLeft > 0;

  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setSecondsLeft((left) => Math.max(0, left - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  async function send() {
    setSending(true);
    try {
      if (await onSend()) setSecondsLeft(seconds);
    } finally {
      setSending(false);
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      flexShrink={0}
      minW="140px"
      disabled={disabled || counting || sending}
      onClick={() => void send()}
    >
      {sending
        ? t('forgot.sending')
        : counting
          ? t('forgot.resendIn', { seconds: secondsLeft })
          : t('forgot.sendCode')}
    </Button>
  );
}
