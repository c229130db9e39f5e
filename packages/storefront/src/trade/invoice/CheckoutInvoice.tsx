import { Box, Heading, Stack } from '@chakra-ui/react';
import { RadioChoices } from '../../ui/RadioChoices.tsx';
import { InvoiceFields } from './InvoiceFields.tsx';
import { EMPTY_INVOICE, type InvoiceDraft, type InvoiceProblems } from './invoice-rules.ts';
import { useInvoiceStrings } from './useInvoiceStrings.ts';

export interface CheckoutInvoiceProps {
  /** The invoice asked for; null for none. */
  value: InvoiceDraft | null;
  onChange: (next: InvoiceDraft | null) => void;
  problems?: InvoiceProblems;
  disabled?: boolean;
}

/** The checkout's invoice section: no invoice (the default), or one asked for with the order. */
export function CheckoutInvoice({ value, onChange, problems, disabled = false }: CheckoutInvoiceProps) {
  const { t } = useInvoiceStrings();
  const title = t('invoice.title');
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      <Stack gap="4">
        <RadioChoices
          ariaLabel={title}
          value={value ? 'want' : 'none'}
          options={[
            { value: 'none', label: t('invoice.none') },
            { value: 'want', label: t('invoice.want') },
          ]}
          onChange={(choice) => onChange(choice === 'want' ? (value ?? EMPTY_INVOICE) : null)}
          size="sm"
          disabled={disabled}
        />
        {value ? (
          <InvoiceFields value={value} onChange={onChange} problems={problems} disabled={disabled} />
        ) : null}
      </Stack>
    </Box>
  );
}
