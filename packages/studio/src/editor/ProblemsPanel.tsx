import { Box, Heading, Table, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PageProblemRow } from './page-problems.ts';

/** Props of {@link ProblemsPanel}. */
export interface ProblemsPanelProps {
  problems: readonly PageProblemRow[];
  /** Selects the problem's block and puts the cursor in its field. */
  onJump: (problem: PageProblemRow) => void;
}

/**
 * Every problem of the page, one row per block and field, in page order: what holds publishing
 * back. A row takes the operator to the field to fix.
 */
export function ProblemsPanel({ problems, onJump }: ProblemsPanelProps) {
  const { t } = useTranslation('studio');
  const blocks = new Set(problems.map((problem) => problem.key)).size;
  return (
    <Box as="section" aria-labelledby="problems-title">
      <Heading as="h2" size="sm" id="problems-title" mb="2">
        {problems.length === 0 ? t('problems.none') : t('problems.title', { count: problems.length, blocks })}
      </Heading>
      {problems.length > 0 ? (
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('problems.block')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('problems.field')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('problems.message')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {problems.map((problem, index) => (
              <Table.Row
                key={`${problem.key}:${problem.field}:${index}`}
                cursor="pointer"
                tabIndex={0}
                role="button"
                aria-label={t('problems.jump', {
                  position: problem.position,
                  name: problem.name ?? problem.type,
                  message: problem.message,
                })}
                onClick={() => onJump(problem)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onJump(problem);
                  }
                }}
              >
                <Table.Cell>
                  {problem.position > 0 ? `${problem.position}. ` : ''}
                  {problem.name ?? problem.type}
                </Table.Cell>
                <Table.Cell>
                  <Text as="span" fontFamily="mono" fontSize="xs">
                    {problem.field || '—'}
                  </Text>
                </Table.Cell>
                <Table.Cell>{problem.message}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </Box>
  );
}
