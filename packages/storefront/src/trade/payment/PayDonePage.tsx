import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { PaymentResult } from '@mall/schemas';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { TradeFrame } from '../DetailParts.tsx';
import { PaymentCheckStatus } from './PaymentCheckStatus.tsx';
import { orderDetailPath } from './PaymentPage.tsx';
import { usePaymentCheck } from './usePaymentCheck.ts';
import { usePaymentStrings } from './usePaymentStrings.ts';

/** The payment's answer handed over by /payMent, when the page was reached from there. */
function paymentResultOf(state: unknown, sn: string): PaymentResult | null {
  if (typeof state !== 'object' || state === null) return null;
  const result = state as Partial<PaymentResult>;
  return result.sn === sn && typeof result.points === 'number' && typeof result.balance === 'number'
    ? (result as PaymentResult)
    : null;
}

/**
 * The payment succeeded (/payDone?sn=): points paid and points left, and the ways on: the order,
 * the order list, more shopping. Reached from /payMent it shows that payment's answer; opened
 * afresh it asks the server about the order.
 */
export function PayDonePage() {
  const { t } = usePaymentStrings();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const sn = params.get('sn') ?? '';
  const handed = paymentResultOf(location.state, sn);
  const check = usePaymentCheck(sn, !handed);

  if (!sn || (!handed && check.data === undefined))
    return (
      <TradeFrame title={t('payment.title')}>
        <PaymentCheckStatus sn={sn} check={check} loadingTitle={t('done.loading')} />
      </TradeFrame>
    );
  if (!handed && check.data?.orderStatus === 'UNPAID')
    return (
      <TradeFrame title={t('payment.title')}>
        <StatusMessage
          title={t('done.notPaid')}
          action={{
            label: t('done.goPay'),
            onClick: () => void navigate(`/payMent?sn=${encodeURIComponent(sn)}`),
          }}
        />
      </TradeFrame>
    );

  const paid = handed ?? { points: check.data?.points ?? 0, balance: check.data?.balance ?? 0 };
  return (
    <TradeFrame title={t('payment.title')}>
      <DonePanel sn={sn} points={paid.points} balance={paid.balance} />
    </TradeFrame>
  );
}

function DonePanel({ sn, points: paidPoints, balance }: { sn: string; points: number; balance: number }) {
  const { t } = usePaymentStrings();
  const points = usePointsLabel();
  return (
    <Stack
      as="section"
      aria-label={t('done.title')}
      gap="5"
      borderWidth="1px"
      borderRadius="md"
      p="8"
      align="center"
    >
      <Heading as="h2" size="xl" color="fg.success">
        {t('done.title')}
      </Heading>
      <Text color="fg.muted">{t('done.thanks')}</Text>
      <Stack as="dl" gap="2" minW="18rem">
        <Row label={t('done.orderSn')} value={sn} />
        <Row label={t('done.pointsPaid')} value={points(paidPoints)} />
        <Row label={t('done.balance')} value={points(balance)} />
      </Stack>
      <HStack gap="6">
        <ShellLink to={orderDetailPath(sn)}>{t('done.viewOrder')}</ShellLink>
        <ShellLink to="/home/myOrder">{t('done.orderList')}</ShellLink>
        <ShellLink to="/">{t('done.keepShopping')}</ShellLink>
      </HStack>
    </Stack>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <HStack justify="space-between" gap="6">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontWeight="semibold">
        {value}
      </Text>
    </HStack>
  );
}
