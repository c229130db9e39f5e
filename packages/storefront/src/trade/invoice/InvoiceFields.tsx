import { Input, Stack } from '@chakra-ui/react';
import { FormField } from '../../account-access/FormField.tsx';
import { RadioChoices } from '../../ui/RadioChoices.tsx';
import { INVOICE_TITLE_MAX, type InvoiceDraft, type InvoiceProblems } from './invoice-rules.ts';
import { useInvoiceStrings } from './useInvoiceStrings.ts';

const TYPES = ['BUSINESS', 'INDIVIDUAL'] as const;
const PURPOSES = ['GOODS_DETAIL', 'GOODS_CATEGORY'] as const;

export interface InvoiceFieldsProps {
  value: InvoiceDraft;
  onChange: (next: InvoiceDraft) => void;
  /** Problems to show beside their fields (after a submit). */
  problems?: InvoiceProblems;
  disabled?: boolean;
}

/**
 * The fields of an invoice request: type (business or individual), title, the taxpayer ID for a
 * business, and the purpose. Controlled; the checkout and the order detail hold the draft.
 */
export function InvoiceFields({ value, onChange, problems = {}, disabled = false }: InvoiceFieldsProps) {
  const { t } = useInvoiceStrings();
  const set = (patch: Partial<InvoiceDraft>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="4" maxW="32rem">
      <RadioChoices
        label={t('invoice.type')}
        value={value.invoiceType}
        options={TYPES.map((type) => ({ value: type, label: t(`invoice.type.${type}`) }))}
        onChange={(invoiceType) => set({ invoiceType })}
        size="sm"
        disabled={disabled}
      />
      <FormField
        label={t('invoice.invoiceTitle')}
        error={problems.title ? t(`invoice.${problems.title}`, { max: INVOICE_TITLE_MAX }) : undefined}
      >
        <Input
          value={value.title}
          maxLength={INVOICE_TITLE_MAX}
          placeholder={t(`invoice.invoiceTitlePlaceholder.${value.invoiceType}`)}
          disabled={disabled}
          onChange={(event) => set({ title: event.target.value })}
        />
      </FormField>
      {value.invoiceType === 'BUSINESS' ? (
        <FormField
          label={t('invoice.taxpayerId')}
          helper={t('invoice.taxpayerIdHint')}
          error={problems.taxpayerId ? t(`invoice.${problems.taxpayerId}`) : undefined}
        >
          <Input
            value={value.taxpayerId}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            onChange={(event) => set({ taxpayerId: event.target.value })}
          />
        </FormField>
      ) : null}
      <RadioChoices
        label={t('invoice.purpose')}
        value={value.purpose}
        options={PURPOSES.map((purpose) => ({ value: purpose, label: t(`invoice.purpose.${purpose}`) }))}
        onChange={(purpose) => set({ purpose })}
        size="sm"
        disabled={disabled}
      />
    </Stack>
  );
}
