import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { uiSchemaFor } from '../block-labels/index.ts';

/**
 * Labels and help of a block's fields in the operator's language (the `fieldLabels` catalogue);
 * a field the catalogue does not know keeps its schema's own words. The form's root, which only
 * repeats the block's type, is left untitled: the panel names the block above it.
 */
export function useFieldLabels(type: string, schema: RJSFSchema | null): UiSchema | undefined {
  const { t, i18n } = useTranslation('fieldLabels');
  return useMemo(() => {
    if (!schema) return undefined;
    const labels = uiSchemaFor(type, schema, (key) =>
      i18n.exists(key, { ns: 'fieldLabels' }) ? t(key) : undefined,
    );
    return { ...labels, 'ui:title': '', 'ui:description': '' };
  }, [type, schema, t, i18n]);
}
