import Form from '@rjsf/chakra-ui';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { FieldHelp, FieldLayout } from './FieldLayout.tsx';
import { LabelledInput } from './LabelledInput.tsx';

/** Props of {@link BlockForm}. */
export interface BlockFormProps {
  /** The block's schema as one document (`formSchemaOf`). */
  schema: RJSFSchema;
  /** The block's options as they are now. */
  options: unknown;
  /** Every edit, with the whole new options. */
  onChange: (options: unknown) => void;
  /** Labels and help in the operator's language, per field. Defaults to the schema's own words. */
  uiSchema?: UiSchema;
  /** The page checks' problems of these options, shown under their fields. */
  problems?: ErrorSchema;
}

const NO_SUBMIT: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
const TEMPLATES = {
  BaseInputTemplate: LabelledInput,
  FieldTemplate: FieldLayout,
  DescriptionFieldTemplate: FieldHelp,
};

/**
 * The editing form of one block, drawn from its JSON Schema: a field per property, labelled by its
 * title and helped by its description. It keeps no state of its own, so the page is the one truth;
 * the problems it shows are the runtime's, the ones that hold publishing back.
 */
export function BlockForm({ schema, options, onChange, uiSchema, problems }: BlockFormProps) {
  return (
    <Form
      schema={schema}
      formData={options}
      validator={validator}
      templates={TEMPLATES}
      onChange={(event) => onChange(event.formData)}
      uiSchema={{ ...uiSchema, ...NO_SUBMIT }}
      extraErrors={problems}
      showErrorList={false}
      noHtml5Validate
    />
  );
}
