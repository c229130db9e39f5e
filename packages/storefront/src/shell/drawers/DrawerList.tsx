import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { userInfoAtom } from '../../state/session.ts';
import { DrawerLoading } from './DrawerLoading.tsx';
import { drawerListKey } from './drawer-list-key.ts';

/**
 * A member's list for a drawer, cached per member so one member never sees another's rows. Mounted
 * with the drawer body, so swr refetches it on every opening (spec: the list reloads when the drawer
 * opens) while showing the last answer meanwhile.
 */
export function useMemberList<T>(name: string, fetch: () => Promise<T>, config?: SWRConfiguration<T>) {
  const member = useAtomValue(userInfoAtom);
  return useSWR(member ? drawerListKey(name, member.id) : null, fetch, config);
}

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
    return <DrawerLoading />;
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
