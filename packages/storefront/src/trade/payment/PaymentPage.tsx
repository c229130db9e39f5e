import { Alert, HStack, Stack, Text } from '@chakra-ui/react';
import type { PaymentCheck, PaymentResult } from '@mall/schemas';
import { useNavigate, useSearchParams } from 'react-router';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { TradeFrame } from '../DetailParts.tsx';
import { PayCountdown, usePayTimeLeft } from './PayCountdown.tsx';
import { PaymentCheckStatus } from './PaymentCheckStatus.tsx';
import { PayForm } from './PayForm.tsx';
import { PaymentItems } from './PaymentItems.tsx';
import { SetPayPasswordForm } from './SetPayPasswordForm.tsx';
import { usePaymentCheck } from './usePaymentCheck.ts';
import { usePaymentStrings } from './usePaymentStrings.ts';

/** Where an order's detail is (the member centre's order page). */
export function orderDetailPath(sn: string): string {
  return `/home/OrderDetail?sn=${encodeURIComponent(sn)}`;
}

/**
 * Paying an order with welfare points (/payMent?sn=): what it takes and the balance; a balance too
 * small says so; a member without a pay password sets one first; then the pay password and
 * "confirm payment", and on success the payment result page. An order no longer unpaid shows its
 * status and a link to it instead.
 */
export function PaymentPage() {
  const { t } = usePaymentStrings();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sn = params.get('sn') ?? '';
  const check = usePaymentCheck(sn);

  if (!sn || check.data === undefined)
    return (
      <TradeFrame title={t('payment.title')}>
        <PaymentCheckStatus sn={sn} check={check} loadingTitle={t('payment.loading')} />
      </TradeFrame>
    );

  const loaded = check.data;
  const paid = (result: PaymentResult) =>
    void navigate(`/payDone?sn=${encodeURIComponent(sn)}`, { state: result });

  return (
    <TradeFrame title={t('payment.title')}>
      <PaymentPanel
        check={loaded}
        onPasswordSet={() => void check.mutate({ ...loaded, payPasswordSet: true }, { revalidate: true })}
        onPaid={paid}
        onExpired={() => void check.mutate()}
      />
    </TradeFrame>
  );
}

interface PaymentPanelProps {
  check: PaymentCheck;
  onPasswordSet: () => void;
  onPaid: (result: PaymentResult) => void;
  /** The pay deadline passed while the page was open. */
  onExpired: () => void;
}

function PaymentPanel({ check, onPasswordSet, onPaid, onExpired }: PaymentPanelProps) {
  const { t } = usePaymentStrings();
  const points = usePointsLabel();
  const unpaid = check.orderStatus === 'UNPAID';
  const left = usePayTimeLeft(check.payDeadline);
  return (
    <Stack gap="6" borderWidth="1px" borderRadius="md" p="6">
      {unpaid ? <PayCountdown left={left} onExpired={onExpired} /> : null}
      <Text color="fg.muted">{t('payment.orderSn', { sn: check.sn })}</Text>
      {check.items.length > 0 ? <PaymentItems items={check.items} /> : null}
      <Stack as="dl" gap="2">
        <HStack gap="4">
          <Text as="dt" color="fg.muted" w="6rem">
            {t('payment.points')}
          </Text>
          <Text as="dd" fontSize="2xl" fontWeight="bold" color="brand.solid">
            {points(check.points)}
          </Text>
        </HStack>
        <HStack gap="4">
          <Text as="dt" color="fg.muted" w="6rem">
            {t('payment.balance')}
          </Text>
          <Text as="dd">{points(check.balance)}</Text>
        </HStack>
      </Stack>
      {unpaid && left === 0 ? null : !unpaid ? (
        <ViewOrderAlert
          status="info"
          title={t('payment.notUnpaid', { status: t(`orderStatus.${check.orderStatus}`) })}
          sn={check.sn}
        />
      ) : !check.enough ? (
        <ViewOrderAlert status="error" title={t('payment.notEnough')} sn={check.sn} />
      ) : !check.payPasswordSet ? (
        <SetPayPasswordForm onSet={onPasswordSet} />
      ) : (
        <PayForm sn={check.sn} onPaid={onPaid} />
      )}
    </Stack>
  );
}

/** Why the order cannot be paid here, with the way to it. */
function ViewOrderAlert({ status, title, sn }: { status: 'info' | 'error'; title: string; sn: string }) {
  const { t } = usePaymentStrings();
  return (
    <Alert.Root status={status}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <ShellLink to={orderDetailPath(sn)}>{t('payment.viewOrder')}</ShellLink>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
