import Form from '@rjsf/chakra-ui';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';

/** Props of {@link BlockForm}. */
export interface BlockFormProps {
  /** The block's schema as one document (`formSchemaOf`). */
  schema: RJSFSchema;
  /** The block's options as they are now. */
  options: unknown;
  /** Every edit, with the whole new options. */
  onChange: (options: unknown) => void;
}

/**
 * The editing form of one block, drawn from its JSON Schema: a field per property, labelled by its
 * title and helped by its description. It keeps no state of its own, so the page is the one truth.
 */
export function BlockForm({ schema, options, onChange }: BlockFormProps) {
  return (
    <Form
      schema={schema}
      formData={options}
      validator={validator}
      onChange={(event) => onChange(event.formData)}
      uiSchema={{ 'ui:submitButtonOptions': { norender: true } }}
      showErrorList={false}
      noHtml5Validate
    />
  );
}
