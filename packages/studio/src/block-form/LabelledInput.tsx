import { Field, Input } from '@chakra-ui/react';
import {
  ariaDescribedByIds,
  examplesId,
  getInputProps,
  labelValue,
  type BaseInputTemplateProps,
  type RJSFSchema,
} from '@rjsf/utils';
import { SchemaExamples } from '@rjsf/core';
import type { ChangeEvent, FocusEvent } from 'react';

/**
 * The form's text, number and link inputs, as `@rjsf/chakra-ui` draws them, but with the label
 * tied to the input: its template (6.10.1) gives Chakra's field generated ids while the input keeps
 * rjsf's (`root_img`), so no input had an accessible name. The field is given the input's id here.
 */
export function LabelledInput(props: BaseInputTemplateProps<unknown, RJSFSchema>) {
  const {
    id,
    htmlName,
    type,
    value,
    label,
    hideLabel,
    schema,
    onChange,
    onChangeOverride,
    onBlur,
    onFocus,
    options,
    required,
    readonly,
    rawErrors,
    autofocus,
    placeholder,
    disabled,
  } = props;
  const inputProps = getInputProps<unknown, RJSFSchema>(schema, type, options);
  const shownLabel = labelValue(label, hideLabel || !label);
  const changed = ({ target }: ChangeEvent<HTMLInputElement>) =>
    onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <Field.Root
      id={id}
      mb={1}
      disabled={disabled || readonly}
      required={required}
      readOnly={readonly}
      invalid={rawErrors !== undefined && rawErrors.length > 0}
    >
      {shownLabel ? (
        <Field.Label>
          {shownLabel}
          <Field.RequiredIndicator />
        </Field.Label>
      ) : null}
      <Input
        id={id}
        name={htmlName || id}
        value={value || value === 0 ? String(value) : ''}
        onChange={onChangeOverride ?? changed}
        onBlur={({ target }: FocusEvent<HTMLInputElement>) => onBlur(id, target.value)}
        onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value)}
        autoFocus={autofocus}
        placeholder={placeholder}
        {...inputProps}
        list={schema.examples ? examplesId(id) : undefined}
        aria-describedby={ariaDescribedByIds(id, !!schema.examples)}
      />
      <SchemaExamples id={id} schema={schema} />
    </Field.Root>
  );
}
