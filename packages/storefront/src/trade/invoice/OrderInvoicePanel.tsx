import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { OrderDetail, OrderInvoice } from '@mall/schemas';
import { useState } from 'react';
import { requestOrderInvoice } from '../../api/orders.ts';
import { toaster } from '../../ui/toaster.ts';
import { DetailFacts, DetailSection } from '../DetailParts.tsx';
import { InvoiceFields } from './InvoiceFields.tsx';
import { EMPTY_INVOICE, invoiceProblems, invoiceRequestOf, type InvoiceProblems } from './invoice-rules.ts';
import { useInvoiceStrings } from './useInvoiceStrings.ts';

/** The invoice asked for, as label and value rows. */
export function InvoiceFacts({ invoice }: { invoice: OrderInvoice }) {
  const { t } = useInvoiceStrings();
  return (
    <DetailFacts
      rows={[
        [t('invoice.type'), t(`invoice.type.${invoice.invoiceType}`)],
        [t('invoice.invoiceTitle'), invoice.title],
        ...(invoice.taxpayerId ? [[t('invoice.taxpayerId'), invoice.taxpayerId] as [string, string]] : []),
        [t('invoice.purpose'), t(`invoice.purpose.${invoice.purpose}`)],
      ]}
    />
  );
}

/**
 * The order detail's invoice: the one asked for, or (for an order not cancelled or closed) a button
 * that opens the request form. A refusal from the server shows above the form's buttons, keeping what
 * was typed; once stored, `onRequested` lets the page show it.
 */
export function OrderInvoicePanel({
  order,
  onRequested,
}: {
  order: Pick<OrderDetail, 'sn' | 'orderStatus' | 'invoice'>;
  onRequested: (invoice: OrderInvoice) => void;
}) {
  const { t } = useInvoiceStrings();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(EMPTY_INVOICE);
  const [problems, setProblems] = useState<InvoiceProblems>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const ended = order.orderStatus === 'CANCELLED' || order.orderStatus === 'CLOSED';

  const submit = async () => {
    const found = invoiceProblems(draft);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const outcome = await requestOrderInvoice(order.sn, invoiceRequestOf(draft));
      if (!outcome.ok) return setRefusal(outcome.message);
      toaster.create({ type: 'success', description: t('invoice.requested') });
      setOpen(false);
      onRequested(outcome.result);
    } catch {
      // The request layer has shown the failure; the draft stays for another try.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <DetailSection title={t('invoice.title')}>
      {order.invoice ? (
        <InvoiceFacts invoice={order.invoice} />
      ) : open ? (
        <Stack gap="4">
          <InvoiceFields value={draft} onChange={setDraft} problems={problems} disabled={submitting} />
          {refusal ? (
            <Text role="alert" color="fg.error">
              {refusal}
            </Text>
          ) : null}
          <HStack gap="3">
            <Button colorPalette="red" loading={submitting} onClick={() => void submit()}>
              {t('invoice.requestSubmit')}
            </Button>
            <Button variant="outline" disabled={submitting} onClick={() => setOpen(false)}>
              {t('invoice.requestCancel')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('invoice.notRequested')}
          </Text>
          {ended ? null : (
            <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
              {t('invoice.request')}
            </Button>
          )}
        </HStack>
      )}
    </DetailSection>
  );
}
