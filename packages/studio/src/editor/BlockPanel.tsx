import { Alert, Box, Code, Field, Heading, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ErrorSchema, RJSFSchema } from '@rjsf/utils';
import common from '@mall/schemas/common.schema.json' with { type: 'json' };
import { BLOCK_TYPES, type BlockType } from '@mall/schemas';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlockForm } from '../block-form/BlockForm.tsx';
import { formSchemaOf } from '../block-form/form-schema.ts';
import type { EditorBlock } from './editor-page.ts';
import { loadBlockSchema } from './block-examples.ts';
import { blockTypeDescription, blockTypeName } from './block-type-name.ts';
import { errorTreeOf, fieldIdsOf, type PageProblemRow } from './page-problems.ts';
import { useFieldLabels } from './useFieldLabels.ts';

/** A request to put the cursor in a field of the selected block; `n` tells two requests of one field apart. */
export interface FieldFocus {
  key: string;
  field: string;
  n: number;
}

/** Props of {@link BlockPanel}. */
export interface BlockPanelProps {
  block: EditorBlock;
  problems: readonly PageProblemRow[];
  focus: FieldFocus | null;
  onOptions: (options: unknown) => void;
  onRename: (name: string) => void;
}

const isKnownType = (type: string): type is BlockType => (BLOCK_TYPES as readonly string[]).includes(type);

/** Puts the cursor in the field a problem names, or the nearest field that holds it. */
function focusField(field: string): void {
  for (const id of fieldIdsOf(field)) {
    const target = document.getElementById(id);
    const input =
      target && /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(target.tagName)
        ? target
        : document.querySelector<HTMLElement>(
            `[id^="${id}_"]:is(input, select, textarea), [id^="${id}_"] :is(input, select, textarea)`,
          );
    if (input) {
      input.scrollIntoView({ block: 'center' });
      input.focus();
      return;
    }
  }
}

/**
 * The selected block: its name, and the form drawn from its type's JSON Schema with the page's
 * problems under their fields. A block of a type the studio does not know has no form: its options
 * are shown as they are, for the operator to remove it or change its type in the file.
 */
export function BlockPanel({ block, problems, focus, onOptions, onRename }: BlockPanelProps) {
  const { t } = useTranslation('studio');
  const [schema, setSchema] = useState<RJSFSchema | null>(null);
  const known = isKnownType(block.type);
  const uiSchema = useFieldLabels(block.type, schema);
  const errorTree = useMemo(() => errorTreeOf(problems) as ErrorSchema, [problems]);

  useEffect(() => {
    setSchema(null);
    if (!isKnownType(block.type)) return;
    let live = true;
    void loadBlockSchema(block.type).then((loaded) => live && setSchema(formSchemaOf(loaded, common)));
    return () => {
      live = false;
    };
  }, [block.type]);

  useEffect(() => {
    if (!focus || focus.key !== block.key || !schema) return;
    // After the form of a newly selected block has drawn its fields.
    const frame = requestAnimationFrame(() => focusField(focus.field));
    return () => cancelAnimationFrame(frame);
  }, [focus, block.key, schema]);

  return (
    <Stack gap="4">
      <Box>
        <Heading as="h2" size="md">
          {blockTypeName(t, block.type)}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {blockTypeDescription(t, block.type)}
        </Text>
      </Box>
      <Field.Root>
        <Field.Label>{t('block.name')}</Field.Label>
        <Input
          value={block.name ?? ''}
          maxLength={50}
          onChange={(event) => onRename(event.target.value)}
          id="block-name"
        />
        <Field.HelperText>{t('block.nameHelp')}</Field.HelperText>
      </Field.Root>
      {problems.some((problem) => !problem.field.startsWith('options')) ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>
            {problems
              .filter((problem) => !problem.field.startsWith('options'))
              .map((problem) => problem.message)
              .join('; ')}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {!known ? (
        <Box>
          <Text mb="2">{t('block.unknownType', { type: block.type })}</Text>
          <Code display="block" whiteSpace="pre-wrap" p="2">
            {JSON.stringify(block.options ?? null, null, 2)}
          </Code>
        </Box>
      ) : schema ? (
        <BlockForm
          key={block.key}
          schema={schema}
          options={block.options ?? {}}
          onChange={onOptions}
          uiSchema={uiSchema}
          problems={errorTree}
        />
      ) : (
        <Spinner />
      )}
    </Stack>
  );
}
