import { Alert, Badge, Box, Heading, Table, Text } from '@chakra-ui/react';
import { diagnosticReasonText, type BlockDiagnostic, type PageError } from '@mall/runtime';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { localeAtom } from '../state/locale.ts';

export interface DiagnosticsPanelProps {
  /** Every problem found in the page's blocks, in page order. */
  diagnostics: readonly BlockDiagnostic[];
  /** A problem with the page as a whole (not JSON, no `list`). */
  pageError?: PageError | null;
}

/**
 * Preview mode's list of what is wrong with the page: one row per field error, naming the block by
 * its place, name and key, its type, the reason (in the runtime's words, as its inline card and
 * mall-validate say it), the field path and the message, so an operator can fix the JSON. Its title
 * counts the problems and the blocks that have them, as mall-validate's summary does.
 */
export function DiagnosticsPanel({ diagnostics, pageError }: DiagnosticsPanelProps) {
  const { t } = useTranslation('storefront');
  const locale = useAtomValue(localeAtom);
  const rows = diagnostics.flatMap((diagnostic) =>
    (diagnostic.errors.length > 0 ? diagnostic.errors : [{ path: '', message: '' }]).map((error, index) => ({
      id: `${diagnostic.key}|${diagnostic.reason}|${index}`,
      diagnostic,
      error,
    })),
  );
  const problems = rows.length + (pageError ? 1 : 0);
  const title =
    problems === 0 ? t('preview.titleClean') : t('preview.title', { problems, blocks: diagnostics.length });

  return (
    <Box as="section" aria-label={title} mb="4" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3">
        {title}
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
              <Table.ColumnHeader>{t('preview.column.block')}</Table.ColumnHeader>
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
                <Table.Cell>
                  {diagnostic.position === undefined ? '' : `#${diagnostic.position}`}
                  {diagnostic.name ? ` ${diagnostic.name}` : ''}
                </Table.Cell>
                <Table.Cell fontFamily="mono">{diagnostic.key}</Table.Cell>
                <Table.Cell fontFamily="mono">{diagnostic.type}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={diagnostic.reason === 'invalid' ? 'orange' : 'red'}>
                    {diagnosticReasonText(diagnostic.reason, locale)}
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
