import { isCreditCodeValid, STORE_APPLY_RULES, type StoreApplication } from '@mall/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { saveStoreApplyCompany } from '../api/store-apply.ts';
import { refusalOf, StepForm } from './StepForm.tsx';
import { StepTextField } from './StepTextField.tsx';
import {
  creditCodeOf,
  integerRules,
  textRules,
  toCompany,
  type CompanyFields,
} from './store-apply-fields.ts';
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
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CompanyFields>({ defaultValues });
  const rules = STORE_APPLY_RULES.company;
  const label = (name: keyof CompanyFields) => t(`shopEntry.${name}`);

  const submit = form.handleSubmit(async (fields) => {
    setFailure(null);
    try {
      onSaved(await saveStoreApplyCompany(toCompany(fields)));
    } catch (error) {
      setFailure(refusalOf(error));
    }
  });

  return (
    <StepForm
      form={form}
      title={t('shopEntry.step.company')}
      onSubmit={submit}
      failure={failure}
      submitLabel={t('shopEntry.next')}
      submittingLabel={t('shopEntry.saving')}
    >
      <StepTextField<CompanyFields>
        name="companyName"
        label={label('companyName')}
        autoComplete="organization"
        rules={textRules(rules.companyName, { label: label('companyName') }, t)}
      />
      <StepTextField<CompanyFields>
        name="licenseNum"
        label={label('licenseNum')}
        helper={t('shopEntry.licenseNumHelper')}
        rules={textRules(
          rules.licenseNum,
          {
            label: label('licenseNum'),
            invalid: t('shopEntry.rule.creditCode'),
            normalise: creditCodeOf,
            check: isCreditCodeValid,
          },
          t,
        )}
      />
      <StepTextField<CompanyFields>
        name="companyAddress"
        label={label('companyAddress')}
        autoComplete="street-address"
        rules={textRules(rules.companyAddress, { label: label('companyAddress') }, t)}
      />
      <StepTextField<CompanyFields>
        name="companyPhone"
        label={label('companyPhone')}
        helper={t('shopEntry.companyPhoneHelper')}
        inputMode="tel"
        rules={textRules(
          rules.companyPhone,
          { label: label('companyPhone'), invalid: t('shopEntry.rule.phone') },
          t,
        )}
      />
      <StepTextField<CompanyFields>
        name="companyEmail"
        label={label('companyEmail')}
        autoComplete="email"
        inputMode="email"
        rules={textRules(
          rules.companyEmail,
          { label: label('companyEmail'), invalid: t('shopEntry.rule.email') },
          t,
        )}
      />
      <StepTextField<CompanyFields>
        name="employeeNum"
        label={label('employeeNum')}
        inputMode="numeric"
        rules={integerRules(rules.employeeNum, label('employeeNum'), t)}
      />
      <StepTextField<CompanyFields>
        name="registeredCapital"
        label={label('registeredCapital')}
        inputMode="numeric"
        rules={integerRules(rules.registeredCapital, label('registeredCapital'), t)}
      />
      <StepTextField<CompanyFields>
        name="legalName"
        label={label('legalName')}
        rules={textRules(rules.legalName, { label: label('legalName') }, t)}
      />
      <StepTextField<CompanyFields>
        name="linkName"
        label={label('linkName')}
        autoComplete="name"
        rules={textRules(rules.linkName, { label: label('linkName') }, t)}
      />
      <StepTextField<CompanyFields>
        name="linkPhone"
        label={label('linkPhone')}
        autoComplete="tel"
        inputMode="tel"
        rules={textRules(
          rules.linkPhone,
          { label: label('linkPhone'), invalid: t('shopEntry.rule.mobile') },
          t,
        )}
      />
    </StepForm>
  );
}
