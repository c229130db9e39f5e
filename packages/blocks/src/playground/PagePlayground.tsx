import {
  Box,
  Button,
  chakra,
  Code,
  Flex,
  Grid,
  Heading,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { PageRenderer, useBlockServices, validatePage, type PageValidation } from '@mall/runtime';
import { useEffect, useId, useState } from 'react';
import { useBlockTranslation } from '../i18n/useBlockTranslation.ts';
import { playgroundMessages } from './playground-messages.ts';
import { blockRegistry } from '../registry.ts';
import { SAMPLE_PAGE_TEXT } from './sample-page.ts';

/** Pause after the last keystroke before the page is checked and redrawn, in ms. Defaults to `250`. */
export const PLAYGROUND_DEBOUNCE_MS = 250;

/** Props of {@link PagePlayground}. */
export interface PagePlaygroundProps {
  /** Page JSON the editor starts with. Defaults to a typical page using all seven blocks. */
  initialText?: string;
}

function Diagnostics({ validation }: { validation: PageValidation | null }) {
  const { t } = useBlockTranslation(playgroundMessages);
  if (!validation) return <Text color="fg.muted">{t('playground.checking')}</Text>;
  if (validation.pageError) {
    return (
      <Text color="fg.error" fontWeight="medium">
        {t('playground.pageError', { message: validation.pageError.message })}
      </Text>
    );
  }
  if (validation.diagnostics.length === 0) {
    return <Text color="fg.success">{t('playground.clean', { count: validation.blocks.length })}</Text>;
  }
  const rows = validation.diagnostics.flatMap((diagnostic) =>
    (diagnostic.errors.length > 0 ? diagnostic.errors : [{ path: '', message: '' }]).map((error) => ({
      diagnostic,
      error,
    })),
  );
  return (
    <Table.Root size="sm" variant="outline">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('playground.key')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('playground.type')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('playground.reason')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('playground.path')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('playground.message')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(({ diagnostic, error }, i) => (
          <Table.Row key={i}>
            <Table.Cell>{diagnostic.key}</Table.Cell>
            <Table.Cell>{diagnostic.type}</Table.Cell>
            <Table.Cell>
              <Code>{diagnostic.reason}</Code>
            </Table.Cell>
            <Table.Cell>
              <Code>{error.path}</Code>
            </Table.Cell>
            <Table.Cell>{error.message}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * Where an operator tries page JSON: an editor, the diagnostics `validatePage` finds (key, type,
 * reason, field, message) and the page rendered in preview mode, side by side.
 */
export function PagePlayground({ initialText = SAMPLE_PAGE_TEXT }: PagePlaygroundProps) {
  const { t } = useBlockTranslation(playgroundMessages);
  const { locale } = useBlockServices();
  const editorId = useId();
  const [text, setText] = useState(initialText);
  // The page is checked and drawn from the text as it stood after typing paused.
  const [pageText, setPageText] = useState(initialText);
  const [validation, setValidation] = useState<PageValidation | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setPageText(text), PLAYGROUND_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    let current = true;
    setValidation(null);
    void validatePage(pageText, { locale, catalog: blockRegistry.schemas }).then((result) => {
      if (current) setValidation(result);
    });
    return () => {
      current = false;
    };
  }, [pageText, locale]);

  return (
    <Grid templateColumns={{ base: '1fr', xl: 'minmax(360px, 2fr) 3fr' }} gap="6" p="4" alignItems="start">
      <Stack gap="4" as="section" aria-labelledby={`${editorId}-title`}>
        <Heading as="h1" size="lg" id={`${editorId}-title`}>
          {t('playground.title')}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {t('playground.intro')}
        </Text>
        <Flex justify="space-between" align="center">
          <chakra.label htmlFor={editorId} fontWeight="medium">
            {t('playground.input')}
          </chakra.label>
          <Button size="xs" variant="outline" onClick={() => setText(SAMPLE_PAGE_TEXT)}>
            {t('playground.reset')}
          </Button>
        </Flex>
        <Textarea
          id={editorId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          spellCheck={false}
          fontFamily="mono"
          fontSize="xs"
          minH="480px"
          resize="vertical"
        />
        <Box as="section" aria-labelledby={`${editorId}-diagnostics`}>
          <Heading as="h2" size="md" mb="2" id={`${editorId}-diagnostics`}>
            {t('playground.diagnostics')}
          </Heading>
          <Box aria-live="polite" overflowX="auto">
            <Diagnostics validation={validation} />
          </Box>
        </Box>
      </Stack>
      <Box as="section" aria-labelledby={`${editorId}-preview`} minW="0">
        <Heading as="h2" size="md" mb="2" id={`${editorId}-preview`}>
          {t('playground.preview')}
        </Heading>
        <Box borderWidth="1px" borderColor="border.muted" borderRadius="md" bg="bg.subtle" overflow="hidden">
          <PageRenderer page={pageText} registry={blockRegistry} mode="preview" />
        </Box>
      </Box>
    </Grid>
  );
}
