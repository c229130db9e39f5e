import { GridItem } from '@chakra-ui/react';
import type { StoreApplyFieldRule } from '@mall/schemas';
import type { FieldPathByValue, FieldValues } from 'react-hook-form';
import { StepTextField, type StepTextFieldProps } from './StepTextField.tsx';
import { integerRules, textRules } from './store-apply-fields.ts';
import { useShopEntryStrings } from './useShopEntryStrings.ts';

/** One text field of a step, as its list describes it; its label is `shopEntry.<name>`. */
export interface StepFieldSpec<TFields extends FieldValues>
  extends Pick<StepTextFieldProps<TFields>, 'autoComplete' | 'inputMode' | 'multiline'> {
  name: FieldPathByValue<TFields, string>;
  /** Shows the hint `shopEntry.<name>Helper` under the input. Defaults to `false`. */
  helper?: boolean;
  /** The message of a value that breaks the pattern, `shopEntry.rule.<invalid>`. Defaults to "{label}格式不正确". */
  invalid?: string;
  /** What is sent for what was typed (see `FieldWording`). Defaults to trimming. */
  normalise?: (typed: string) => string;
  /** A further check of the normalised value, after the schema's. */
  check?: (value: string) => boolean;
}

export interface StepFieldsProps<TFields extends FieldValues> {
  /** The step's text fields, in the order shown. */
  fields: readonly StepFieldSpec<TFields>[];
  /** The schema's rules of the step (`STORE_APPLY_RULES.<step>`), keyed by field. */
  rules: Readonly<Record<FieldPathByValue<TFields, string>, StoreApplyFieldRule>>;
}

/**
 * A step's text fields from their list: each labelled and worded from the catalogue and checked by
 * the schema's rule (a whole number's range, a text's lengths and pattern). A multiline one spans
 * both columns.
 */
export function StepFields<TFields extends FieldValues>({ fields, rules }: StepFieldsProps<TFields>) {
  const { t } = useShopEntryStrings();
  return fields.map(({ name, helper, invalid, normalise, check, ...input }) => {
    const rule = rules[name];
    const label = t(`shopEntry.${name}`);
    const field = (
      <StepTextField<TFields>
        key={name}
        name={name}
        label={label}
        helper={helper ? t(`shopEntry.${name}Helper`) : undefined}
        rules={
          rule.kind === 'integer'
            ? integerRules(rule, label, t)
            : textRules(
                rule,
                { label, invalid: invalid && t(`shopEntry.rule.${invalid}`), normalise, check },
                t,
              )
        }
        {...input}
      />
    );
    return input.multiline ? (
      <GridItem key={name} colSpan={{ base: 1, md: 2 }}>
        {field}
      </GridItem>
    ) : (
      field
    );
  });
}
