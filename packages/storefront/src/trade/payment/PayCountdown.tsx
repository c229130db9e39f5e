import { Alert, Button } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePaymentStrings } from './usePaymentStrings.ts';

/** Milliseconds left until `deadline` (ISO) at `now`, never below zero. */
export function payTimeLeft(deadline: string, now: number): number {
  const end = Date.parse(deadline);
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

const two = (n: number) => String(n).padStart(2, '0');

/** `mm:ss` under an hour, `h:mm:ss` from an hour (the pay window is a day), rounded up to the second. */
export function formatPayTimeLeft(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const hours = Math.floor(seconds / 3600);
  const clock = `${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return hours > 0 ? `${hours}:${clock}` : clock;
}

/** The time left until `deadline`, ticking every second; 0 once it has passed. */
export function usePayTimeLeft(deadline: string): number {
  const [left, setLeft] = useState(() => payTimeLeft(deadline, Date.now()));
  useEffect(() => {
    setLeft(payTimeLeft(deadline, Date.now()));
    const timer = setInterval(() => {
      const now = payTimeLeft(deadline, Date.now());
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return left;
}

interface PayCountdownProps {
  /** Milliseconds left until the order closes unpaid ({@link usePayTimeLeft}). */
  left: number;
  /** Called once when the time runs out (the page asks the server again: it closes the order). */
  onExpired: () => void;
}

/**
 * "请在 mm:ss 内完成支付" counting down to the order's pay deadline; at zero, that the order was
 * closed and a way to the orders.
 */
export function PayCountdown({ left, onExpired }: PayCountdownProps) {
  const { t } = usePaymentStrings();
  const navigate = useNavigate();
  const expired = left === 0;
  const told = useRef(false);
  useEffect(() => {
    if (expired && !told.current) {
      told.current = true;
      onExpired();
    }
  }, [expired, onExpired]);

  if (expired)
    return (
      <Alert.Root status="warning" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('payment.closed')}</Alert.Title>
          <Alert.Description>
            <Button size="sm" variant="outline" mt="2" onClick={() => void navigate('/home/myOrder')}>
              {t('payment.toOrders')}
            </Button>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        {/* Read out when it changes would be every second: the text is there for whoever looks. */}
        <Alert.Title aria-live="off">{t('payment.payWithin', { time: formatPayTimeLeft(left) })}</Alert.Title>
      </Alert.Content>
    </Alert.Root>
  );
}
