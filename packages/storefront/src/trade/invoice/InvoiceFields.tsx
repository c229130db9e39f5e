import { HStack, Input, RadioGroup, Stack } from '@chakra-ui/react';
import { FormField } from '../../account-access/FormField.tsx';
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
      <RadioGroup.Root
        value={value.invoiceType}
        onValueChange={(details) => {
          const type = TYPES.find((candidate) => candidate === details.value);
          if (type) set({ invoiceType: type });
        }}
        colorPalette="red"
        size="sm"
        disabled={disabled}
      >
        <RadioGroup.Label fontWeight="medium" mb="2" display="block">
          {t('invoice.type')}
        </RadioGroup.Label>
        <HStack gap="6">
          {TYPES.map((type) => (
            <RadioGroup.Item key={type} value={type}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`invoice.type.${type}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
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
      <RadioGroup.Root
        value={value.purpose}
        onValueChange={(details) => {
          const purpose = PURPOSES.find((candidate) => candidate === details.value);
          if (purpose) set({ purpose });
        }}
        colorPalette="red"
        size="sm"
        disabled={disabled}
      >
        <RadioGroup.Label fontWeight="medium" mb="2" display="block">
          {t('invoice.purpose')}
        </RadioGroup.Label>
        <HStack gap="6">
          {PURPOSES.map((purpose) => (
            <RadioGroup.Item key={purpose} value={purpose}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{t(`invoice.purpose.${purpose}`)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Stack>
  );
}
