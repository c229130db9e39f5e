import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { PaymentResult } from '@mall/schemas';
import type { ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { fetchPaymentCheck } from '../../api/payment.ts';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { orderDetailPath } from './PaymentPage.tsx';
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
  const check = useSWR(sn && !handed ? ['payment-check', sn] : null, () => fetchPaymentCheck(sn), {
    revalidateOnFocus: false,
  });

  if (!sn)
    return (
      <Frame>
        <StatusMessage
          title={t('payment.noSn')}
          action={{ label: t('payment.toOrders'), onClick: () => void navigate('/home/myOrder') }}
        />
      </Frame>
    );
  if (!handed && check.data === undefined)
    return (
      <Frame>
        {check.isLoading ? (
          <StatusMessage loading title={t('done.loading')} />
        ) : (
          <StatusMessage
            title={t('payment.loadFailed')}
            action={{ label: t('payment.retry'), onClick: () => void check.mutate() }}
          />
        )}
      </Frame>
    );
  if (!handed && check.data?.orderStatus === 'UNPAID')
    return (
      <Frame>
        <StatusMessage
          title={t('done.notPaid')}
          action={{
            label: t('done.goPay'),
            onClick: () => void navigate(`/payMent?sn=${encodeURIComponent(sn)}`),
          }}
        />
      </Frame>
    );

  const paid = handed ?? { points: check.data?.points ?? 0, balance: check.data?.balance ?? 0 };
  return (
    <Frame>
      <DonePanel sn={sn} points={paid.points} balance={paid.balance} />
    </Frame>
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

/** The page around the result: the site's frame and the title. */
function Frame({ children }: { children: ReactNode }) {
  const { t } = usePaymentStrings();
  return (
    <PageFrame>
      <Box px="4" pb="8">
        <Heading as="h1" size="lg" mb="4">
          {t('payment.title')}
        </Heading>
        {children}
      </Box>
    </PageFrame>
  );
}
