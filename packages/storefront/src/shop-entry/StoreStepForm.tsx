import { Button, Checkbox, Fieldset, GridItem, HStack, Spinner, Text, Wrap } from '@chakra-ui/react';
import { STORE_APPLY_RULES, type CategoryNode, type StoreApplication } from '@mall/schemas';
import { Controller, useForm } from 'react-hook-form';
import useSWR from 'swr';
import { fetchCategoryTree } from '../api/catalogue.ts';
import { submitStoreApplyStore } from '../api/store-apply.ts';
import { StepFields } from './StepFields.tsx';
import { StepForm } from './StepForm.tsx';
import { listRules, STORE_TEXT_FIELDS, toStore, type StoreFields } from './store-apply-fields.ts';
import { useShopEntryStrings } from './useShopEntryStrings.ts';

export interface StoreStepFormProps {
  /** What the fields start with: the step last submitted, or what was typed before going back. */
  defaultValues: StoreFields;
  /** Called with the application once the server saved the step and submitted it for review. */
  onSubmitted: (application: StoreApplication) => void;
  /** Goes back to the finance step with what was typed here, unsaved. */
  onBack: (typed: StoreFields) => void;
}

/** Step 3, the store itself: name, description, address and business categories; it submits. */
export function StoreStepForm({ defaultValues, onSubmitted, onBack }: StoreStepFormProps) {
  const { t } = useShopEntryStrings();
  const form = useForm<StoreFields>({ defaultValues });
  const rules = STORE_APPLY_RULES.store;
  const label = t('shopEntry.goodsManagementCategory');

  const save = async (fields: StoreFields) => {
    const store = toStore(fields);
    if (store) onSubmitted(await submitStoreApplyStore(store));
  };

  return (
    <StepForm
      form={form}
      title={t('shopEntry.step.store')}
      onSave={save}
      onBack={() => onBack(form.getValues())}
      last
    >
      <StepFields fields={STORE_TEXT_FIELDS} rules={rules} />
      <GridItem colSpan={{ base: 1, md: 2 }}>
        <Controller
          control={form.control}
          name="goodsManagementCategory"
          rules={listRules(rules.goodsManagementCategory, label, t)}
          render={({ field, fieldState }) => (
            <Fieldset.Root invalid={Boolean(fieldState.error)}>
              <Fieldset.Legend>{label}</Fieldset.Legend>
              <Fieldset.Content>
                <CategoryChoices
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={Boolean(fieldState.error)}
                />
              </Fieldset.Content>
              {fieldState.error?.message ? (
                <Fieldset.ErrorText>{fieldState.error.message}</Fieldset.ErrorText>
              ) : null}
            </Fieldset.Root>
          )}
        />
      </GridItem>
    </StepForm>
  );
}

interface CategoryChoicesProps {
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  invalid: boolean;
}

/** A checkbox for each first-level category (the category tree's roots), in the tree's order. */
function CategoryChoices({ value, onChange, onBlur, invalid }: CategoryChoicesProps) {
  const { t } = useShopEntryStrings();
  const tree = useSWR<CategoryNode[]>('shop-entry-categories', () => fetchCategoryTree());
  if (tree.data === undefined && tree.isLoading) {
    return (
      <HStack role="status">
        <Spinner size="sm" aria-hidden="true" />
        <Text>{t('shopEntry.categoriesLoading')}</Text>
      </HStack>
    );
  }
  if (tree.data === undefined) {
    return (
      <HStack>
        <Text color="fg.error">{t('shopEntry.categoriesFailed')}</Text>
        <Button size="xs" variant="outline" onClick={() => void tree.mutate()}>
          {t('shopEntry.retry')}
        </Button>
      </HStack>
    );
  }
  return (
    <Checkbox.Group value={value} onValueChange={onChange} invalid={invalid}>
      <Wrap gapX="6" gapY="3">
        {tree.data.map((category) => (
          <Checkbox.Root key={category.id} value={category.id} colorPalette="red">
            <Checkbox.HiddenInput onBlur={onBlur} />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">{category.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Wrap>
    </Checkbox.Group>
  );
}
