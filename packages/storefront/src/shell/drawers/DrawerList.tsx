import { Button, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SWRResponse } from 'swr';

export interface DrawerListProps<Data, Row> {
  /** The list's swr answer, as `useMemberList` returns it. */
  list: Pick<SWRResponse<Data, unknown>, 'data' | 'error' | 'mutate'>;
  /** The rows in an answer. */
  rowsOf: (data: Data) => readonly Row[];
  /** Said when the list has no rows. */
  emptyText: string;
  /** One row: an `<li>`, with its `key`. */
  renderRow: (row: Row) => ReactNode;
  /** A line above the rows about the whole list (the cart's unit count). Defaults to none. */
  summary?: (data: Data) => string;
}

/**
 * A drawer's list: a spinner while it loads, a retry after a failure (the request layer has
 * already said why), the empty text, or the rows. Rows already loaded stay on show while swr
 * reloads them, and through a failed reload.
 */
export function DrawerList<Data, Row>({
  list,
  rowsOf,
  emptyText,
  renderRow,
  summary,
}: DrawerListProps<Data, Row>) {
  const { t } = useTranslation('storefront');
  if (list.data === undefined) {
    if (list.error !== undefined) {
      return (
        <Flex direction="column" align="center" gap="3" py="10" color="fg.muted">
          <Text>{t('drawer.loadFailed')}</Text>
          <Button size="sm" variant="outline" onClick={() => void list.mutate()}>
            {t('drawer.retry')}
          </Button>
        </Flex>
      );
    }
    return (
      <Flex role="status" align="center" justify="center" gap="2" py="10" color="fg.muted">
        <Spinner size="sm" />
        <Text>{t('drawer.loading')}</Text>
      </Flex>
    );
  }

  const rows = rowsOf(list.data);
  if (rows.length === 0) {
    return (
      <Text py="10" textAlign="center" color="fg.muted">
        {emptyText}
      </Text>
    );
  }
  const items = (
    <Stack as="ul" listStyleType="none" gap="3">
      {rows.map((row) => renderRow(row))}
    </Stack>
  );
  if (!summary) return items;
  return (
    <Stack gap="3">
      <Text fontSize="xs" color="fg.muted">
        {summary(list.data)}
      </Text>
      {items}
    </Stack>
  );
}
