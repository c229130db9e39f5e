import { Box, Button, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import type { StoreApplication } from '@mall/schemas';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../shell/format-date-time.ts';
import { useShopEntryStrings } from './useShopEntryStrings.ts';

export interface ApplicationResultProps {
  /** A submitted application: APPLYING, PASSED or REFUSED. */
  application: StoreApplication;
  /** Opens the steps again to change a refused application and submit it again. */
  onEdit: () => void;
}

/**
 * Where a submitted application stands: under review (nothing to do but wait), passed (a link to
 * the new store), or refused (the reviewer's reason and a button to change it and submit again).
 */
export function ApplicationResult({ application, onEdit }: ApplicationResultProps) {
  const { t } = useShopEntryStrings();
  const { status, store, company, storeId, refusalReason, submitTime } = application;
  const headingId = 'shop-entry-result';
  const tone = status === 'PASSED' ? 'green' : status === 'REFUSED' ? 'red' : 'orange';
  // What the application is, as far as it says: each line only where the application has it.
  const summary: [label: string, value: string | undefined][] = [
    ['shopEntry.summary.storeName', store?.storeName],
    ['shopEntry.summary.companyName', company?.companyName],
    ['shopEntry.summary.submitTime', submitTime ? formatDateTime(submitTime) : undefined],
  ];

  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderColor={`${tone}.200`}
      bg={`${tone}.50`}
      rounded="md"
      px="8"
      py="6"
    >
      <Stack gap="4">
        <Heading as="h2" id={headingId} size="lg" color={`${tone}.700`}>
          {t(
            `shopEntry.${status === 'PASSED' ? 'passed' : status === 'REFUSED' ? 'refused' : 'applying'}.title`,
          )}
        </Heading>
        {status === 'APPLYING' ? <Text>{t('shopEntry.applying.text')}</Text> : null}
        {status === 'PASSED' ? <Text>{t('shopEntry.passed.text')}</Text> : null}
        {status === 'REFUSED' && refusalReason ? (
          <Text fontWeight="medium">{t('shopEntry.refused.reason', { reason: refusalReason })}</Text>
        ) : null}

        <DataList.Root orientation="horizontal" size="md">
          {summary.map(([label, value]) =>
            value === undefined ? null : (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{t(label)}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ),
          )}
        </DataList.Root>

        {status === 'PASSED' && storeId ? (
          <Box>
            <Button asChild colorPalette="red">
              <RouterLink to={`/merchant?id=${encodeURIComponent(storeId)}`}>
                {t('shopEntry.passed.visit')}
              </RouterLink>
            </Button>
          </Box>
        ) : null}
        {status === 'REFUSED' ? (
          <Box>
            <Button colorPalette="red" onClick={onEdit}>
              {t('shopEntry.refused.edit')}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
