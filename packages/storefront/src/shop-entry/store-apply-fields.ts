import {
  isCreditCodeValid,
  type StoreApplication,
  type StoreApplyCompany,
  type StoreApplyFieldRule,
  type StoreApplyFinance,
  type StoreApplyStore,
} from '@mall/schemas';
import type { StepFieldSpec } from './StepFields.tsx';

// The three steps' form values and their rules. A form holds text as typed (numbers too); what is
// sent is trimmed and typed as the schema wants. The rules are the schema's own
// (STORE_APPLY_RULES from @mall/schemas), checked on the value that will be sent, and worded from
// the catalogue, so the form refuses what the server would, with the same limits.

// ---------------------------------------------------------------------------------------------
// Form values

/** The company step as its form holds it: every field text. */
export type CompanyFields = Record<keyof StoreApplyCompany, string>;
/** The finance step as its form holds it. */
export type FinanceFields = Record<keyof StoreApplyFinance, string>;
/** The store step as its form holds it: the categories may be none while it is filled in. */
export type StoreFields = Omit<Record<keyof StoreApplyStore, string>, 'goodsManagementCategory'> & {
  goodsManagementCategory: string[];
};

/** The form values of each step, keyed by step. */
export interface StepFields {
  company: CompanyFields;
  finance: FinanceFields;
  store: StoreFields;
}

/** The three steps of the form, in order. */
export const FORM_STEPS = ['company', 'finance', 'store'] as const;
export type FormStep = (typeof FORM_STEPS)[number];

/** The company step's form values: the saved step, else empty fields. */
export function companyFieldsOf(application: StoreApplication | null): CompanyFields {
  const company = application?.company;
  return {
    companyName: company?.companyName ?? '',
    companyAddress: company?.companyAddress ?? '',
    companyPhone: company?.companyPhone ?? '',
    companyEmail: company?.companyEmail ?? '',
    employeeNum: company ? String(company.employeeNum) : '',
    registeredCapital: company ? String(company.registeredCapital) : '',
    licenseNum: company?.licenseNum ?? '',
    legalName: company?.legalName ?? '',
    linkName: company?.linkName ?? '',
    linkPhone: company?.linkPhone ?? '',
  };
}

/** The finance step's form values: the saved step, else empty fields. */
export function financeFieldsOf(application: StoreApplication | null): FinanceFields {
  const finance = application?.finance;
  return {
    settlementBankAccountName: finance?.settlementBankAccountName ?? '',
    settlementBankAccountNum: finance?.settlementBankAccountNum ?? '',
    settlementBankBranchName: finance?.settlementBankBranchName ?? '',
    settlementBankJointName: finance?.settlementBankJointName ?? '',
  };
}

/** The store step's form values: the step last submitted, else empty fields. */
export function storeFieldsOf(application: StoreApplication | null): StoreFields {
  const store = application?.store;
  return {
    storeName: store?.storeName ?? '',
    storeDesc: store?.storeDesc ?? '',
    storeAddressDetail: store?.storeAddressDetail ?? '',
    goodsManagementCategory: store ? [...store.goodsManagementCategory] : [],
  };
}

/** The company step to send: texts trimmed, numbers as numbers, the credit code in capitals. */
export function toCompany(fields: CompanyFields): StoreApplyCompany {
  return {
    companyName: fields.companyName.trim(),
    companyAddress: fields.companyAddress.trim(),
    companyPhone: fields.companyPhone.trim(),
    companyEmail: fields.companyEmail.trim(),
    employeeNum: Number(fields.employeeNum.trim()),
    registeredCapital: Number(fields.registeredCapital.trim()),
    licenseNum: creditCodeOf(fields.licenseNum),
    legalName: fields.legalName.trim(),
    linkName: fields.linkName.trim(),
    linkPhone: fields.linkPhone.trim(),
  };
}

/** The finance step to send: texts trimmed, spaces typed inside the account number dropped. */
export function toFinance(fields: FinanceFields): StoreApplyFinance {
  return {
    settlementBankAccountName: fields.settlementBankAccountName.trim(),
    settlementBankAccountNum: accountNumberOf(fields.settlementBankAccountNum),
    settlementBankBranchName: fields.settlementBankBranchName.trim(),
    settlementBankJointName: fields.settlementBankJointName.trim(),
  };
}

/** The store step to send; null while no category is ticked (the form's rule refuses that first). */
export function toStore(fields: StoreFields): StoreApplyStore | null {
  const [first, ...others] = fields.goodsManagementCategory;
  if (first === undefined) return null;
  return {
    storeName: fields.storeName.trim(),
    storeDesc: fields.storeDesc.trim(),
    storeAddressDetail: fields.storeAddressDetail.trim(),
    goodsManagementCategory: [first, ...others],
  };
}

/** A credit code as sent: trimmed, in capitals (the licence prints it so; people type it either way). */
export const creditCodeOf = (typed: string) => typed.trim().toUpperCase();
/** An account number as sent: the spaces people type in groups of four dropped. */
export const accountNumberOf = (typed: string) => typed.replace(/\s+/g, '');

// ---------------------------------------------------------------------------------------------
// The text fields of each step, in the order shown

/** Step 1, the company behind the store: name, licence, address, phone, e-mail, size, people. */
export const COMPANY_FIELDS: readonly StepFieldSpec<CompanyFields>[] = [
  { name: 'companyName', autoComplete: 'organization' },
  {
    name: 'licenseNum',
    helper: true,
    invalid: 'creditCode',
    normalise: creditCodeOf,
    check: isCreditCodeValid,
  },
  { name: 'companyAddress', autoComplete: 'street-address' },
  { name: 'companyPhone', helper: true, inputMode: 'tel', invalid: 'phone' },
  { name: 'companyEmail', autoComplete: 'email', inputMode: 'email', invalid: 'email' },
  { name: 'employeeNum', inputMode: 'numeric' },
  { name: 'registeredCapital', inputMode: 'numeric' },
  { name: 'legalName' },
  { name: 'linkName', autoComplete: 'name' },
  { name: 'linkPhone', autoComplete: 'tel', inputMode: 'tel', invalid: 'mobile' },
];

/** Step 2, the bank account settlements are paid to. */
export const FINANCE_FIELDS: readonly StepFieldSpec<FinanceFields>[] = [
  { name: 'settlementBankAccountName' },
  {
    name: 'settlementBankAccountNum',
    inputMode: 'numeric',
    invalid: 'accountNum',
    normalise: accountNumberOf,
  },
  { name: 'settlementBankBranchName', helper: true },
  {
    name: 'settlementBankJointName',
    helper: true,
    inputMode: 'numeric',
    invalid: 'jointName',
  },
];

/** Step 3's text fields; its business categories are ticked apart. */
export const STORE_TEXT_FIELDS: readonly StepFieldSpec<StoreFields>[] = [
  { name: 'storeName' },
  { name: 'storeAddressDetail', helper: true, autoComplete: 'street-address' },
  { name: 'storeDesc', multiline: true },
];

// ---------------------------------------------------------------------------------------------
// Rules

/** Translates a catalogue key of namespace `storefront` with its values. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** How a field is named and worded in its messages. */
export interface FieldWording {
  /** The field's label, named in every message. */
  label: string;
  /** The message of a value that breaks the pattern. Defaults to "{label}格式不正确". */
  invalid?: string;
  /** What is sent for what was typed (trimming, capitals). Defaults to trimming. */
  normalise?: (typed: string) => string;
  /** A further check of the normalised value, after the schema's; false shows `invalid`. */
  check?: (value: string) => boolean;
}

/** The react-hook-form rule of a text field: required, the schema's lengths and pattern. */
export function textRules(rule: StoreApplyFieldRule, wording: FieldWording, t: Translate) {
  const { label } = wording;
  const normalise = wording.normalise ?? ((typed: string) => typed.trim());
  return {
    validate: (typed: string) => {
      const value = normalise(typed);
      if (value === '') return rule.required ? t('shopEntry.rule.required', { label }) : true;
      // ajv counts characters (code points), as the person typing does.
      const length = [...value].length;
      if (rule.minLength !== undefined && length < rule.minLength)
        return t('shopEntry.rule.minLength', { label, count: rule.minLength });
      if (rule.maxLength !== undefined && length > rule.maxLength)
        return t('shopEntry.rule.maxLength', { label, count: rule.maxLength });
      const invalid = wording.invalid ?? t('shopEntry.rule.invalid', { label });
      if (rule.pattern && !rule.pattern.test(value)) return invalid;
      if (wording.check && !wording.check(value)) return invalid;
      return true;
    },
  };
}

/** The rule of a whole-number field: required, digits only, within the schema's range. */
export function integerRules(rule: StoreApplyFieldRule, label: string, t: Translate) {
  return {
    validate: (typed: string) => {
      const value = typed.trim();
      if (value === '') return t('shopEntry.rule.required', { label });
      const number = Number(value);
      const inRange =
        /^\d+$/.test(value) &&
        (rule.minimum === undefined || number >= rule.minimum) &&
        (rule.maximum === undefined || number <= rule.maximum);
      return (
        inRange || t('shopEntry.rule.integer', { label, min: rule.minimum ?? 0, max: rule.maximum ?? '' })
      );
    },
  };
}

/** The rule of a list of ticked options: at least the schema's fewest, at most its most. */
export function listRules(rule: StoreApplyFieldRule, label: string, t: Translate) {
  return {
    validate: (values: string[]) => {
      if (values.length < (rule.minItems ?? 0)) return t('shopEntry.rule.choose', { label });
      if (rule.maxItems !== undefined && values.length > rule.maxItems)
        return t('shopEntry.rule.maxItems', { label, count: rule.maxItems });
      return true;
    },
  };
}
