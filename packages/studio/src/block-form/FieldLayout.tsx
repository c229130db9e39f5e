import { Fieldset, Text } from '@chakra-ui/react';
import { RichDescription } from '@rjsf/core';
import {
  getTemplate,
  getUiOptions,
  type DescriptionFieldProps,
  type FieldTemplateProps,
  type RJSFSchema,
} from '@rjsf/utils';

/**
 * One field of the form: the input (its label inside it), then its help, then its problems. The
 * Chakra theme puts the help above the field, where it reads as the help of the field before.
 */
export function FieldLayout(props: FieldTemplateProps<unknown, RJSFSchema>) {
  const { id, children, classNames, style, disabled, displayLabel, hidden, label, registry, required } =
    props;
  const { rawErrors = [], errors, help, description, rawDescription, schema, uiSchema, readonly } = props;
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, getUiOptions(uiSchema));
  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;
  return (
    <WrapIfAdditionalTemplate
      classNames={classNames}
      style={style}
      disabled={disabled}
      id={id}
      label={label}
      displayLabel={displayLabel}
      rawDescription={rawDescription}
      onKeyRename={props.onKeyRename}
      onKeyRenameBlur={props.onKeyRenameBlur}
      onRemoveProperty={props.onRemoveProperty}
      readonly={readonly}
      required={required}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
    >
      <Fieldset.Root disabled={disabled} invalid={rawErrors.length > 0} mb="3">
        <Fieldset.Content mt="0">{children}</Fieldset.Content>
        {displayLabel && rawDescription ? description : null}
        {errors}
        {help}
      </Fieldset.Root>
    </WrapIfAdditionalTemplate>
  );
}

/** A field's or a group's help: small and quiet, under what it helps with. */
export function FieldHelp({
  description,
  id,
  registry,
  uiSchema,
}: DescriptionFieldProps<unknown, RJSFSchema>) {
  if (!description) return null;
  return (
    <Text id={id} fontSize="sm" color="fg.muted" mt="1">
      <RichDescription description={description} registry={registry} uiSchema={uiSchema} />
    </Text>
  );
}
