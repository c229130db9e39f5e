import { Badge, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { AfterSaleDetail } from '@mall/schemas';
import { useState } from 'react';
import useSWR from 'swr';
import { cancelAfterSale, fetchAfterSaleDetail, fetchAfterSaleLog } from '../../api/after-sales.ts';
import { useSending } from '../../account-access/useSending.ts';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FailureAlert } from '../../ui/FailureAlert.tsx';
import { AfterSaleGoods } from './AfterSaleGoods.tsx';
import { formatDateTime } from '../../shell/format-date-time.ts';
import { ShellLink } from '../../ui/ShellLink.tsx';
import { toaster } from '../../ui/toaster.ts';
import { AfterSaleMessages } from './AfterSaleMessages.tsx';
import { AfterSaleReturnForm } from './AfterSaleReturnForm.tsx';
import { AFTER_SALES_PATH, orderDetailPath } from './after-sale-paths.ts';
import { useAfterSaleStatusLabel, useAfterSaleStrings } from './useAfterSaleStrings.ts';
import { DetailFacts, DetailSection, TradeFrame } from '../DetailParts.tsx';
import { OrderStatusPanel } from '../orders/OrderStatusPanel.tsx';
import { useRecordPage } from '../../shell/useRecordPage.ts';

/** Size of the goods picture in the detail. */
const ITEM_PICTURE_PX = 80;

/**
 * One of the member's after-sale requests (`?sn=`): its status, service type, units, refund,
 * reason and description, its progress (oldest first), a cancel button while it may be withdrawn,
 * the return shipping form once a return or exchange is approved, and the messages with customer
 * service. An unknown request, or another member's, is "not found".
 */
export function AfterSaleDetailPage() {
  const { t } = useAfterSaleStrings();
  const {
    key: sn,
    load: detail,
    state,
  } = useRecordPage({
    param: 'sn',
    cacheName: 'after-sale-detail',
    fetchRecord: fetchAfterSaleDetail,
    words: {
      noKey: t('afterSale.detail.noSn'),
      loading: t('afterSale.detail.loading'),
      notFound: t('afterSale.detail.notFound'),
      notFoundHint: t('afterSale.detail.notFoundHint'),
      loadFailed: t('afterSale.detail.loadFailed'),
      retry: t('afterSale.retry'),
    },
    back: { label: t('afterSale.detail.backToList'), to: AFTER_SALES_PATH },
  });
  const log = useSWR(sn ? ['after-sale-log', sn] : null, () => fetchAfterSaleLog(sn!));
  if ('message' in state) return <TradeFrame>{state.message}</TradeFrame>;

  const request = state.record;
  return (
    <TradeFrame>
      <Stack gap="6">
        <Heading as="h1" size="lg">
          {t('afterSale.detail.title')}
        </Heading>
        <StatusSection
          request={request}
          onCancelled={(changed) => {
            void detail.mutate(changed, { revalidate: false });
            void log.mutate();
          }}
        />
        {request.actions.delivery ? (
          <DetailSection title={t('afterSale.return.title')}>
            <AfterSaleReturnForm
              sn={request.sn}
              onDelivered={(changed) => {
                void detail.mutate(changed, { revalidate: false });
                void log.mutate();
              }}
            />
          </DetailSection>
        ) : null}
        <InfoSection request={request} />
        <DetailSection title={t('afterSale.detail.log')}>
          {log.data && log.data.length > 0 ? (
            <Stack as="ol" gap="3" m="0" p="0" listStyleType="none">
              {log.data.map((entry, index) => (
                <Flex as="li" key={`${entry.createTime}-${index}`} gap="4" fontSize="sm">
                  <Text color="fg.muted" flexShrink={0}>
                    {formatDateTime(entry.createTime)}
                  </Text>
                  <Text>{entry.message}</Text>
                </Flex>
              ))}
            </Stack>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('afterSale.detail.noLog')}
            </Text>
          )}
        </DetailSection>
        <DetailSection title={t('afterSale.messages.title')}>
          <AfterSaleMessages sn={request.sn} />
        </DetailSection>
      </Stack>
    </TradeFrame>
  );
}

/** The status, the goods and, while allowed, withdrawing the request (asked first). */
function StatusSection({
  request,
  onCancelled,
}: {
  request: AfterSaleDetail;
  onCancelled: (changed: AfterSaleDetail) => void;
}) {
  const { t } = useAfterSaleStrings();
  const statusLabel = useAfterSaleStatusLabel();
  const [asking, setAsking] = useState(false);
  const { sending, failure, send } = useSending({ notFound: t('afterSale.detail.notFound') });

  const cancel = async () => {
    setAsking(false);
    await send(async () => {
      const changed = await cancelAfterSale(request.sn);
      toaster.create({ type: 'success', description: t('afterSale.detail.cancelled') });
      onCancelled(changed);
    });
  };

  return (
    <OrderStatusPanel
      label={t('afterSale.detail.status')}
      snText={t('afterSale.list.sn', { sn: request.sn })}
      status={
        <Badge colorPalette={request.status === 'REFUSE' ? 'red' : 'gray'} size="lg">
          {statusLabel(request.status, request.serviceType)}
        </Badge>
      }
      actions={
        request.actions.cancel ? (
          <Button variant="outline" size="sm" loading={sending} onClick={() => setAsking(true)}>
            {t('afterSale.detail.cancel')}
          </Button>
        ) : null
      }
    >
      <Flex gap="4" align="center">
        <AfterSaleGoods image={request.image} name={request.name} size={ITEM_PICTURE_PX}>
          <ShellLink to={orderDetailPath(request.orderSn)} fontSize="sm" color="fg.muted">
            {t('afterSale.detail.orderSnOf', { sn: request.orderSn })}
          </ShellLink>
        </AfterSaleGoods>
      </Flex>
      {request.status === 'REFUSE' && request.refuseReason ? (
        <Text fontSize="sm" color="fg.error">
          {t('afterSale.detail.refuseReasonOf', { reason: request.refuseReason })}
        </Text>
      ) : null}
      <FailureAlert failure={failure} />
      <ConfirmDialog
        open={asking}
        onDismiss={() => setAsking(false)}
        title={t('afterSale.detail.cancelTitle')}
        confirmLabel={t('afterSale.detail.cancelConfirm')}
        onConfirm={() => void cancel()}
        cancelLabel={t('afterSale.detail.cancelBack')}
      >
        <Text>{t('afterSale.detail.cancelText', { sn: request.sn })}</Text>
      </ConfirmDialog>
    </OrderStatusPanel>
  );
}

function InfoSection({ request }: { request: AfterSaleDetail }) {
  const { t } = useAfterSaleStrings();
  const pointsLabel = usePointsLabel();
  const address = request.pickupAddress;
  return (
    <DetailSection title={t('afterSale.detail.info')}>
      <DetailFacts
        rows={[
          [t('afterSale.detail.serviceType'), t(`afterSale.serviceType.${request.serviceType}`)],
          [t('afterSale.detail.num'), String(request.num)],
          [t('afterSale.detail.refundPoints'), pointsLabel(request.refundPoints)],
          [t('afterSale.detail.reason'), request.reason],
          [t('afterSale.detail.problemDesc'), request.problemDesc || t('afterSale.detail.none')],
          [t('afterSale.detail.contact'), `${request.contactName} ${request.contactMobile}`],
          ...(address
            ? [
                [
                  t('afterSale.detail.pickupAddress'),
                  `${address.name} ${address.mobile} ${address.regionNames} ${address.detail}`,
                ] as [string, string],
              ]
            : []),
          ...(request.logisticsCompany && request.logisticsNo
            ? [
                [t('afterSale.detail.courier'), `${request.logisticsCompany} ${request.logisticsNo}`] as [
                  string,
                  string,
                ],
              ]
            : []),
          [t('afterSale.detail.createTime'), formatDateTime(request.createTime)],
        ]}
      />
    </DetailSection>
  );
}
