import { Box, Heading, HStack, RadioGroup, Stack } from '@chakra-ui/react';
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
        <RadioGroup.Root
          value={value ? 'want' : 'none'}
          onValueChange={(details) => onChange(details.value === 'want' ? (value ?? EMPTY_INVOICE) : null)}
          colorPalette="red"
          size="sm"
          disabled={disabled}
          aria-label={title}
        >
          <HStack gap="6">
            {(['none', 'want'] as const).map((choice) => (
              <RadioGroup.Item key={choice} value={choice}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t(choice === 'want' ? 'invoice.want' : 'invoice.none')}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        {value ? (
          <InvoiceFields value={value} onChange={onChange} problems={problems} disabled={disabled} />
        ) : null}
      </Stack>
    </Box>
  );
}
