import { Button, Flex } from '@chakra-ui/react';
import type { BenefitOrderActions } from '@mall/schemas';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { RequestError } from '../api/request.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { ERROR_TOAST_DURATION_MS, toaster } from '../ui/toaster.ts';
import { cancelBenefitOrder, receiveBenefitOrder } from '../api/benefit-orders.ts';
import { benefitOrderDetailPath } from './flexible-benefit-paths.ts';
import { useFlexibleBenefitStrings } from './useFlexibleBenefitStrings.ts';

export interface BenefitOrderActionBarProps {
  sn: string;
  /** What the server lets the member do with the order now. */
  actions: BenefitOrderActions;
  /** After a cancel or a receipt (or a refusal of one): refresh what shows the order. */
  onChanged: () => unknown;
  /** The list's link to the detail; the detail page leaves it out. Defaults to `true`. */
  inList?: boolean;
}

type Asking = 'cancel' | 'receive' | null;

/**
 * The buttons of a benefit order, as its `actions` allow: cancel and confirm receipt, each asked
 * first, and in the list the link to the detail. A change says so in a toast and refreshes the
 * order; a refusal is the server's message, shown by the request layer, and refreshes it too (the
 * order was sent, or the period ended, meanwhile).
 */
export function BenefitOrderActionBar({ sn, actions, onChanged, inList = true }: BenefitOrderActionBarProps) {
  const { t } = useFlexibleBenefitStrings();
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);

  const run = async (change: (sn: string) => Promise<unknown>, done: string) => {
    setAsking(null);
    setBusy(true);
    try {
      await change(sn);
      toaster.create({ type: 'success', description: done });
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      // A 404 is quiet in the request layer (the order is gone from this account): say it here.
      if (error.kind === 'not-found')
        toaster.create({
          type: 'error',
          description: t('flexBenefit.orderGone'),
          duration: ERROR_TOAST_DURATION_MS,
          closable: true,
        });
    } finally {
      setBusy(false);
    }
    await onChanged();
  };

  return (
    <>
      <Flex
        role="group"
        aria-label={t('flexBenefit.orders.sn', { sn })}
        gap="2"
        wrap="wrap"
        justify="flex-end"
      >
        {actions.receive ? (
          <Button
            size="xs"
            colorPalette="brand"
            disabled={busy}
            aria-label={t('flexBenefit.action.receiveOrder', { sn })}
            onClick={() => setAsking('receive')}
          >
            {t('flexBenefit.action.receive')}
          </Button>
        ) : null}
        {actions.cancel ? (
          <Button
            size="xs"
            variant="outline"
            disabled={busy}
            aria-label={t('flexBenefit.action.cancelOrder', { sn })}
            onClick={() => setAsking('cancel')}
          >
            {t('flexBenefit.action.cancel')}
          </Button>
        ) : null}
        {inList ? (
          <Button asChild size="xs" variant="outline">
            <RouterLink
              to={benefitOrderDetailPath(sn)}
              aria-label={t('flexBenefit.action.viewOrder', { sn })}
            >
              {t('flexBenefit.action.view')}
            </RouterLink>
          </Button>
        ) : null}
      </Flex>

      <ConfirmDialog
        open={asking === 'cancel'}
        onDismiss={() => setAsking(null)}
        title={t('flexBenefit.cancel.title')}
        confirmLabel={t('flexBenefit.cancel.confirm')}
        onConfirm={() => void run(cancelBenefitOrder, t('flexBenefit.cancel.done'))}
        cancelLabel={t('flexBenefit.cancel.dismiss')}
        confirmPalette="red"
        size="sm"
      >
        {t('flexBenefit.cancel.text')}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'receive'}
        onDismiss={() => setAsking(null)}
        title={t('flexBenefit.receive.title')}
        confirmLabel={t('flexBenefit.receive.confirm')}
        onConfirm={() => void run(receiveBenefitOrder, t('flexBenefit.receive.done'))}
        cancelLabel={t('flexBenefit.receive.dismiss')}
        size="sm"
      >
        {t('flexBenefit.receive.text')}
      </ConfirmDialog>
    </>
  );
}
