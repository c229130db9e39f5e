import { STORE_APPLY_RULES, type StoreApplication } from '@mall/schemas';
import { useForm } from 'react-hook-form';
import { saveStoreApplyFinance } from '../api/store-apply.ts';
import { StepFields } from './StepFields.tsx';
import { StepForm } from './StepForm.tsx';
import { FINANCE_FIELDS, toFinance, type FinanceFields } from './store-apply-fields.ts';
import { useShopEntryStrings } from './useShopEntryStrings.ts';

export interface FinanceStepFormProps {
  /** What the fields start with: the saved step, or what was typed before going back or on. */
  defaultValues: FinanceFields;
  /** Called with the application once the server saved the step. */
  onSaved: (application: StoreApplication) => void;
  /** Goes back to the company step with what was typed here, unsaved. */
  onBack: (typed: FinanceFields) => void;
}

/** Step 2, the bank account settlements are paid to. */
export function FinanceStepForm({ defaultValues, onSaved, onBack }: FinanceStepFormProps) {
  const { t } = useShopEntryStrings();
  const form = useForm<FinanceFields>({ defaultValues });
  return (
    <StepForm
      form={form}
      title={t('shopEntry.step.finance')}
      onSave={async (fields) => onSaved(await saveStoreApplyFinance(toFinance(fields)))}
      onBack={() => onBack(form.getValues())}
    >
      <StepFields fields={FINANCE_FIELDS} rules={STORE_APPLY_RULES.finance} />
    </StepForm>
  );
}
