import { Button, Flex, Input, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import type { OrderFilter } from '../../api/orders.ts';
import { useOrderStrings } from './useOrderStrings.ts';

/** Longest keyword the server takes. Defaults to `50`. */
const KEYWORD_MAX = 50;

/** A day as the date input and the server write it (`2026-03-01`), in the browser's own time. */
const dayOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** The quick ranges: the last three months, this year, and any time. */
function quickRange(range: 'threeMonths' | 'thisYear' | 'all', today: Date): OrderFilter {
  if (range === 'all') return {};
  const from =
    range === 'thisYear'
      ? new Date(today.getFullYear(), 0, 1)
      : new Date(today.getFullYear(), today.getMonth() - 3, today.getDate());
  return { createdFrom: dayOf(from), createdTo: dayOf(today) };
}

export interface OrderSearchFormProps {
  /** The search the address holds; give the form a `key` of it, so back and forward refill it. */
  filter: OrderFilter;
  onSearch: (filter: OrderFilter) => void;
}

/**
 * The order list's search (issue 22): a keyword (order number or goods name) and the days the order
 * was placed on, typed or one of the quick ranges. A range ending before it starts is not sent.
 */
export function OrderSearchForm({ filter, onSearch }: OrderSearchFormProps) {
  const { t } = useOrderStrings();
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  const [createdFrom, setCreatedFrom] = useState(filter.createdFrom ?? '');
  const [createdTo, setCreatedTo] = useState(filter.createdTo ?? '');
  const reversed = Boolean(createdFrom && createdTo && createdTo < createdFrom);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reversed) return;
    onSearch({ keyword: keyword.trim(), createdFrom, createdTo });
  };
  const quick = (range: Parameters<typeof quickRange>[0]) => {
    const dates = quickRange(range, new Date());
    setCreatedFrom(dates.createdFrom ?? '');
    setCreatedTo(dates.createdTo ?? '');
    onSearch({ keyword: keyword.trim(), ...dates });
  };

  return (
    <Flex
      as="form"
      role="search"
      aria-label={t('orders.search.label')}
      onSubmit={submit}
      gap="2"
      mb="4"
      wrap="wrap"
      align="center"
    >
      <Input
        aria-label={t('orders.search.keyword')}
        placeholder={t('orders.search.keywordPlaceholder')}
        value={keyword}
        maxLength={KEYWORD_MAX}
        onChange={(event) => setKeyword(event.target.value)}
        maxW="280px"
        size="sm"
      />
      <Input
        type="date"
        aria-label={t('orders.search.from')}
        value={createdFrom}
        max={createdTo || undefined}
        onChange={(event) => setCreatedFrom(event.target.value)}
        w="auto"
        size="sm"
      />
      <Text as="span" aria-hidden color="fg.muted">
        –
      </Text>
      <Input
        type="date"
        aria-label={t('orders.search.to')}
        value={createdTo}
        min={createdFrom || undefined}
        onChange={(event) => setCreatedTo(event.target.value)}
        w="auto"
        size="sm"
        aria-invalid={reversed || undefined}
        aria-describedby={reversed ? 'order-search-range-error' : undefined}
      />
      <Button type="submit" colorPalette="red" size="sm" disabled={reversed}>
        {t('orders.search.submit')}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => quick('threeMonths')}>
        {t('orders.search.threeMonths')}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => quick('thisYear')}>
        {t('orders.search.thisYear')}
      </Button>
      <Button type="button" variant="outline" size="sm" onClick={() => quick('all')}>
        {t('orders.search.allTime')}
      </Button>
      {reversed ? (
        <Text id="order-search-range-error" role="alert" color="fg.error" fontSize="sm" w="full">
          {t('orders.search.reversed')}
        </Text>
      ) : null}
    </Flex>
  );
}
