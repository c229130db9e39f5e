import type { RJSFSchema, UiSchema } from '@rjsf/utils';

/**
 * Labels and help of a block's fields in the operator's language. Until the label catalogue is
 * written, the schema's own words show.
 */
export function useFieldLabels(_type: string, _schema: RJSFSchema | null): UiSchema | undefined {
  return undefined;
}
