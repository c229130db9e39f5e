import { Button, Checkbox, Flex, Input, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useCatalogueStrings } from './useCatalogueStrings.ts';

export interface PriceFilterProps {
  lower: string | undefined;
  higher: string | undefined;
  pointFilter: boolean;
  onApply: (range: { lower: string | null; higher: string | null }) => void;
  onPointFilter: (on: boolean) => void;
}

const digits = (text: string) => text.replace(/[^0-9]/g, '').slice(0, 9);

/**
 * A points range (either end may stay empty; ends given the wrong way round are swapped) and
 * "only what my points pay for".
 */
export function PriceFilter({ lower, higher, pointFilter, onApply, onPointFilter }: PriceFilterProps) {
  const { t } = useCatalogueStrings();
  const id = useId();
  const [from, setFrom] = useState(lower ?? '');
  const [to, setTo] = useState(higher ?? '');
  // A new address (back, a link) shows its own range.
  const [shown, setShown] = useState({ lower, higher });
  if (shown.lower !== lower || shown.higher !== higher) {
    setShown({ lower, higher });
    setFrom(lower ?? '');
    setTo(higher ?? '');
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const a = from === '' ? null : String(Number(from));
    const b = to === '' ? null : String(Number(to));
    const swap = a !== null && b !== null && Number(a) > Number(b);
    onApply(swap ? { lower: b, higher: a } : { lower: a, higher: b });
  };

  return (
    <Flex
      as="form"
      onSubmit={submit}
      gap="2"
      align="center"
      wrap="wrap"
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Text asChild w="20" flexShrink={0} color="fg.muted" fontSize="sm">
        <label htmlFor={`${id}-lower`}>{t('catalogue.price')}</label>
      </Text>
      <Input
        id={`${id}-lower`}
        size="xs"
        w="28"
        inputMode="numeric"
        aria-label={t('catalogue.priceLower')}
        placeholder={t('catalogue.priceLower')}
        value={from}
        onChange={(event) => setFrom(digits(event.target.value))}
      />
      <Text aria-hidden="true">-</Text>
      <Input
        size="xs"
        w="28"
        inputMode="numeric"
        aria-label={t('catalogue.priceHigher')}
        placeholder={t('catalogue.priceHigher')}
        value={to}
        onChange={(event) => setTo(digits(event.target.value))}
      />
      <Button type="submit" size="xs" variant="outline">
        {t('catalogue.applyPrice')}
      </Button>
      {lower || higher ? (
        <Button size="xs" variant="ghost" onClick={() => onApply({ lower: null, higher: null })}>
          {t('catalogue.clearPrice')}
        </Button>
      ) : null}
      <Checkbox.Root
        ms="6"
        size="sm"
        checked={pointFilter}
        onCheckedChange={(details) => onPointFilter(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('catalogue.pointFilter')}</Checkbox.Label>
      </Checkbox.Root>
    </Flex>
  );
}
