import { STORE_APPLY_RULES, type StoreApplication } from '@mall/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { saveStoreApplyFinance } from '../api/store-apply.ts';
import { refusalOf, StepForm } from './StepForm.tsx';
import { StepTextField } from './StepTextField.tsx';
import { accountNumberOf, textRules, toFinance, type FinanceFields } from './store-apply-fields.ts';
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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FinanceFields>({ defaultValues });
  const rules = STORE_APPLY_RULES.finance;
  const label = (name: keyof FinanceFields) => t(`shopEntry.${name}`);

  const submit = form.handleSubmit(async (fields) => {
    setFailure(null);
    try {
      onSaved(await saveStoreApplyFinance(toFinance(fields)));
    } catch (error) {
      setFailure(refusalOf(error));
    }
  });

  return (
    <StepForm
      form={form}
      title={t('shopEntry.step.finance')}
      onSubmit={submit}
      failure={failure}
      onBack={() => onBack(form.getValues())}
      submitLabel={t('shopEntry.next')}
      submittingLabel={t('shopEntry.saving')}
    >
      <StepTextField<FinanceFields>
        name="settlementBankAccountName"
        label={label('settlementBankAccountName')}
        rules={textRules(rules.settlementBankAccountName, { label: label('settlementBankAccountName') }, t)}
      />
      <StepTextField<FinanceFields>
        name="settlementBankAccountNum"
        label={label('settlementBankAccountNum')}
        inputMode="numeric"
        rules={textRules(
          rules.settlementBankAccountNum,
          {
            label: label('settlementBankAccountNum'),
            invalid: t('shopEntry.rule.accountNum'),
            normalise: accountNumberOf,
          },
          t,
        )}
      />
      <StepTextField<FinanceFields>
        name="settlementBankBranchName"
        label={label('settlementBankBranchName')}
        helper={t('shopEntry.settlementBankBranchNameHelper')}
        rules={textRules(rules.settlementBankBranchName, { label: label('settlementBankBranchName') }, t)}
      />
      <StepTextField<FinanceFields>
        name="settlementBankJointName"
        label={label('settlementBankJointName')}
        helper={t('shopEntry.settlementBankJointNameHelper')}
        inputMode="numeric"
        rules={textRules(
          rules.settlementBankJointName,
          { label: label('settlementBankJointName'), invalid: t('shopEntry.rule.jointName') },
          t,
        )}
      />
    </StepForm>
  );
}
