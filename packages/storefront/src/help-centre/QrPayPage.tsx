import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { PaymentCheck } from '@mall/schemas';
import { QRCodeSVG } from 'qrcode.react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { fetchPaymentCheck } from '../api/payment.ts';
import { RequestError } from '../api/request.ts';
import { usePointsLabel } from '../shell/usePointsLabel.ts';
import { TitledPage } from '../shell/TitledPage.tsx';
import { ShellLink } from '../ui/ShellLink.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { orderDetailPath } from '../trade/payment/PaymentPage.tsx';
import { useHelpStrings } from './useHelpStrings.ts';

/** The QR code's side, in CSS pixels. Defaults to `200`. */
export const QR_PAY_SIZE_PX = 200;

/** The storefront path that pays an order, which the QR code opens on a phone. */
export function paymentPath(sn: string): string {
  return `/payMent?${new URLSearchParams({ sn }).toString()}`;
}

/**
 * `/qrpay?sn=`: paying an order from a phone. The order's points and a QR code of its payment
 * address (`/payMent?sn=` on this site), which the phone opens to pay; paying here works too. An
 * order no longer unpaid says so; an unknown one is not found.
 */
export function QrPayPage() {
  const { t } = useHelpStrings();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sn = params.get('sn')?.trim() ?? '';
  const check = useSWR(sn ? ['payment-check', sn] : null, () => fetchPaymentCheck(sn), {
    revalidateOnFocus: false,
  });
  const toOrders = { label: t('qrpay.viewOrder'), onClick: () => void navigate('/home/myOrder') };

  let body: ReactNode;
  if (!sn) body = <StatusMessage title={t('qrpay.noSn')} action={toOrders} />;
  else if (check.isLoading) body = <StatusMessage loading title={t('qrpay.loading')} />;
  else if (check.error instanceof RequestError && check.error.kind === 'not-found')
    body = <StatusMessage title={t('qrpay.notFound')} action={toOrders} />;
  else if (!check.data)
    body = (
      <StatusMessage
        title={t('qrpay.loadFailed')}
        action={{ label: t('help.retry'), onClick: () => void check.mutate() }}
      />
    );
  else body = <QrPayPanel check={check.data} />;

  return <TitledPage title={t('qrpay.title')}>{body}</TitledPage>;
}

function QrPayPanel({ check }: { check: PaymentCheck }) {
  const { t } = useHelpStrings();
  const points = usePointsLabel();
  const address = new URL(paymentPath(check.sn), window.location.origin).toString();
  if (check.orderStatus !== 'UNPAID') {
    return (
      <StatusMessage
        title={t('qrpay.notUnpaid', { status: t(`orderStatus.${check.orderStatus}`) })}
        description={t('qrpay.sn', { sn: check.sn })}
      />
    );
  }
  return (
    <Flex gap="8" borderWidth="1px" borderRadius="md" p="6" wrap="wrap" align="center">
      <Box bg="white" p="3" borderWidth="1px" borderRadius="md" lineHeight="0">
        <QRCodeSVG
          value={address}
          size={QR_PAY_SIZE_PX}
          width={QR_PAY_SIZE_PX}
          height={QR_PAY_SIZE_PX}
          role="img"
          aria-label={t('qrpay.qrLabel', { sn: check.sn })}
        />
      </Box>
      <Stack gap="3" flex="1" minW="240px">
        <Text color="fg.muted">{t('qrpay.sn', { sn: check.sn })}</Text>
        <Text fontSize="2xl" fontWeight="bold" color="brand.solid">
          {t('qrpay.points', { points: points(check.points) })}
        </Text>
        <Text>{t('qrpay.scan')}</Text>
        <Flex gap="4" align="center" wrap="wrap">
          <Button asChild colorPalette="red">
            <RouterLink to={paymentPath(check.sn)}>{t('qrpay.payHere')}</RouterLink>
          </Button>
          <ShellLink to={orderDetailPath(check.sn)}>{t('qrpay.viewOrder')}</ShellLink>
        </Flex>
      </Stack>
    </Flex>
  );
}
