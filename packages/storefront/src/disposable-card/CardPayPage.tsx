import { Box, Button, Grid, Stack, Text } from '@chakra-ui/react';
import type { DisposableCardSession } from '@mall/schemas';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import useSWR, { useSWRConfig } from 'swr';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { toaster } from '../ui/toaster.ts';
import { fetchCardPayment, payWithCard } from '../api/disposable-card.ts';
import { DisposableCardFrame } from './DisposableCardFrame.tsx';
import { YCXK_KEY } from './useCardSession.ts';
import { useDisposableCardStrings } from './useDisposableCardStrings.ts';
import { CardLoadStatus } from './CardLoadStatus.tsx';
import { AlertLine } from '../ui/AlertLine.tsx';

const orderPath = (sn: string) => `/disposableCard/OrderDetail?sn=${encodeURIComponent(sn)}`;

/** One figure of the payment: its label over its points. */
function Figure({ label, points, tone }: { label: string; points: string; tone?: 'red' }) {
  return (
    <Box borderWidth="1px" rounded="md" px="4" py="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" color={tone === 'red' ? 'red.600' : undefined}>
        {points}
      </Text>
    </Box>
  );
}

/** What paying takes and forfeits, the warning, and the confirmed payment. */
function CardPay({ sn, card }: { sn: string; card: DisposableCardSession }) {
  const { t } = useDisposableCardStrings();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const payment = useSWR([YCXK_KEY, 'pay', sn], () => fetchCardPayment(sn));
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (payment.data === undefined)
    return <CardLoadStatus load={payment} notFound={{ title: t('ycxk.pay.notFound') }} />;
  const { points, balance, forfeitedPoints, enough, orderStatus } = payment.data;
  if (orderStatus !== 'UNPAID')
    return (
      <StatusMessage
        title={t('ycxk.pay.alreadyPaid')}
        action={{ label: t('ycxk.pay.viewOrder'), onClick: () => void navigate(orderPath(sn)) }}
      />
    );

  const pay = async () => {
    setAsking(false);
    setBusy(true);
    setFailure(null);
    const outcome = await payWithCard(sn).finally(() => setBusy(false));
    void mutate((key) => Array.isArray(key) && key[0] === YCXK_KEY);
    if (!outcome.ok) {
      setFailure(outcome.message);
      return;
    }
    toaster.create({ type: 'success', description: t('ycxk.pay.paid') });
    void navigate(orderPath(sn));
  };

  return (
    <Stack gap="5" maxW="3xl">
      <Text color="fg.muted">{t('ycxk.pay.sn', { sn })}</Text>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <Figure label={t('ycxk.pay.orderTotal')} points={t('ycxk.points', { points })} tone="red" />
        <Figure label={t('ycxk.pay.balance')} points={t('ycxk.points', { points: balance })} />
        <Figure label={t('ycxk.pay.forfeited')} points={t('ycxk.points', { points: forfeitedPoints })} />
      </Grid>
      <AlertLine
        status="warning"
        title={
          forfeitedPoints > 0 ? t('ycxk.pay.warning', { points: forfeitedPoints }) : t('ycxk.pay.noRemainder')
        }
      />
      <AlertLine status="error" title={enough ? null : t('ycxk.pay.notEnough')} />
      <AlertLine status="error" title={failure} />
      <Box>
        <Button
          colorPalette="red"
          size="lg"
          loading={busy}
          disabled={!enough || card.status !== 'ACTIVE'}
          onClick={() => setAsking(true)}
        >
          {t('ycxk.pay.confirm')}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        onDismiss={() => setAsking(false)}
        title={t('ycxk.pay.confirmTitle')}
        confirmLabel={t('ycxk.pay.confirmOk')}
        onConfirm={() => void pay()}
        cancelLabel={t('ycxk.pay.confirmCancel')}
        confirmPalette="red"
      >
        {t('ycxk.pay.confirmText', { points, left: forfeitedPoints })}
      </ConfirmDialog>
    </Stack>
  );
}

/** `/disposableCard/Pay?sn=`: pay the order with the card, after the forfeited-rest warning. */
export function CardPayPage() {
  const { t } = useDisposableCardStrings();
  const [params] = useSearchParams();
  const sn = params.get('sn') ?? '';
  return (
    <DisposableCardFrame title={t('ycxk.pay.title')}>
      {(card) =>
        sn ? <CardPay key={sn} sn={sn} card={card} /> : <StatusMessage title={t('ycxk.pay.notFound')} />
      }
    </DisposableCardFrame>
  );
}
