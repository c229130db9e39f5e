import { STORE_APPLY_RULES, type StoreApplication } from '@mall/schemas';
import { useForm } from 'react-hook-form';
import { saveStoreApplyCompany } from '../api/store-apply.ts';
import { StepFields } from './StepFields.tsx';
import { StepForm } from './StepForm.tsx';
import { COMPANY_FIELDS, toCompany, type CompanyFields } from './store-apply-fields.ts';
import { useShopEntryStrings } from './useShopEntryStrings.ts';

export interface CompanyStepFormProps {
  /** What the fields start with: the saved step, or what was typed before going on. */
  defaultValues: CompanyFields;
  /** Called with the application once the server saved the step. */
  onSaved: (application: StoreApplication) => void;
}

/** Step 1, the company behind the store: name, address, phone, e-mail, size, licence, people. */
export function CompanyStepForm({ defaultValues, onSaved }: CompanyStepFormProps) {
  const { t } = useShopEntryStrings();
  const form = useForm<CompanyFields>({ defaultValues });
  return (
    <StepForm
      form={form}
      title={t('shopEntry.step.company')}
      onSave={async (fields) => onSaved(await saveStoreApplyCompany(toCompany(fields)))}
    >
      <StepFields fields={COMPANY_FIELDS} rules={STORE_APPLY_RULES.company} />
    </StepForm>
  );
}
