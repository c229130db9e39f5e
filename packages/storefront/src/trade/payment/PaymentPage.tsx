import { Alert, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { PaymentCheck, PaymentResult } from '@mall/schemas';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { fetchPaymentCheck } from '../../api/payment.ts';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { PageFrame } from '../../shell/PageFrame.tsx';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { StatusMessage } from '../../ui/StatusMessage.tsx';
import { PayCountdown, usePayTimeLeft } from './PayCountdown.tsx';
import { PayForm } from './PayForm.tsx';
import { PaymentItems } from './PaymentItems.tsx';
import { SetPayPasswordForm } from './SetPayPasswordForm.tsx';
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
  const check = useSWR(sn ? ['payment-check', sn] : null, () => fetchPaymentCheck(sn), {
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
  if (check.data === undefined)
    return (
      <Frame>
        {check.isLoading ? (
          <StatusMessage loading title={t('payment.loading')} />
        ) : (
          <StatusMessage
            title={t('payment.loadFailed')}
            action={{ label: t('payment.retry'), onClick: () => void check.mutate() }}
          />
        )}
      </Frame>
    );

  const loaded = check.data;
  const paid = (result: PaymentResult) =>
    void navigate(`/payDone?sn=${encodeURIComponent(sn)}`, { state: result });

  return (
    <Frame>
      <PaymentPanel
        check={loaded}
        onPasswordSet={() => void check.mutate({ ...loaded, payPasswordSet: true }, { revalidate: true })}
        onPaid={paid}
        onExpired={() => void check.mutate()}
      />
    </Frame>
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
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t('payment.notUnpaid', { status: t(`orderStatus.${check.orderStatus}`) })}
            </Alert.Title>
            <Alert.Description>
              <ShellLink to={orderDetailPath(check.sn)}>{t('payment.viewOrder')}</ShellLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : !check.enough ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('payment.notEnough')}</Alert.Title>
            <Alert.Description>
              <ShellLink to={orderDetailPath(check.sn)}>{t('payment.viewOrder')}</ShellLink>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : !check.payPasswordSet ? (
        <SetPayPasswordForm onSet={onPasswordSet} />
      ) : (
        <PayForm sn={check.sn} onPaid={onPaid} />
      )}
    </Stack>
  );
}

/** The page around the payment: the site's frame and the title. */
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
