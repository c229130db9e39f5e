import { Alert, Badge, Box, Heading, Table, Text } from '@chakra-ui/react';
import type { BlockDiagnostic, PageError } from '@mall/runtime';
import { useTranslation } from 'react-i18next';

export interface DiagnosticsPanelProps {
  /** Every problem found in the page's blocks, in page order. */
  diagnostics: readonly BlockDiagnostic[];
  /** A problem with the page as a whole (not JSON, no `list`). */
  pageError?: PageError | null;
}

/**
 * Preview mode's list of what is wrong with the page: one row per field error, naming the block's
 * key and type, the reason, the field path and the message, so an operator can fix the JSON.
 */
export function DiagnosticsPanel({ diagnostics, pageError }: DiagnosticsPanelProps) {
  const { t } = useTranslation('storefront');
  const rows = diagnostics.flatMap((diagnostic) =>
    (diagnostic.errors.length > 0 ? diagnostic.errors : [{ path: '', message: '' }]).map((error, index) => ({
      id: `${diagnostic.key}|${diagnostic.reason}|${index}`,
      diagnostic,
      error,
    })),
  );
  const count = diagnostics.length + (pageError ? 1 : 0);

  return (
    <Box
      as="section"
      aria-label={t('preview.title', { count })}
      mb="4"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Heading as="h2" size="md" mb="3">
        {t('preview.title', { count })}
      </Heading>
      {pageError ? (
        <Alert.Root status="error" mb="3">
          <Alert.Indicator />
          <Alert.Title>{t('preview.pageError', { message: pageError.message })}</Alert.Title>
        </Alert.Root>
      ) : null}
      {rows.length === 0 && !pageError ? <Text color="fg.muted">{t('preview.clean')}</Text> : null}
      {rows.length > 0 ? (
        <Table.Root size="sm" variant="outline">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('preview.column.key')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('preview.column.type')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('preview.column.reason')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('preview.column.path')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('preview.column.message')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ id, diagnostic, error }) => (
              <Table.Row key={id}>
                <Table.Cell fontFamily="mono">{diagnostic.key}</Table.Cell>
                <Table.Cell fontFamily="mono">{diagnostic.type}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={diagnostic.reason === 'invalid' ? 'orange' : 'red'}>
                    {t(`preview.reason.${diagnostic.reason}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell fontFamily="mono">{error.path || t('preview.wholeBlock')}</Table.Cell>
                <Table.Cell>{error.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Box>
  );
}
