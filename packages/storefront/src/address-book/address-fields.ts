import type { MemberAddress, MemberAddressInput } from '@mall/schemas';
import { CONTACT_MOBILE_PATTERN } from '../account-access/account-rules.ts';

// The address form's values and rules. The form holds text as typed; what is sent is trimmed, and
// an optional field left empty is sent as null (the server refuses an empty landline). The rules
// are those of api/address.schema.json (memberAddressInput), which the server validates with:
// @mall/schemas does not export them for addresses (as it does STORE_APPLY_RULES for /shopEntry), so
// they are written here once and address-fields.test.ts holds them to the schema.

// ---------------------------------------------------------------------------------------------
// Rules

/** How many addresses a member may keep (the server refuses a 21st). Defaults to `20`. */
export const ADDRESS_BOOK_CAP = 20;

/** What the schema says about one text field of an address. */
export interface AddressTextRule {
  required: boolean;
  maxLength?: number;
  /** The schema's `pattern`, compiled as ajv compiles it (the `u` flag). */
  pattern?: RegExp;
}

/** The text fields of an address input. */
export type AddressTextField = Exclude<keyof MemberAddressInput, 'regionIds' | 'isDefault'>;

// One line, no space at either end; and the same, or nothing, for an optional text.
const ONE_LINE = /^\S(?:.*\S)?$/u;
const ONE_LINE_OR_EMPTY = /^(?:\S(?:.*\S)?)?$/u;

/** The rules of each text field of an address, as api/address.schema.json states them. */
export const ADDRESS_TEXT_RULES: Readonly<Record<AddressTextField, AddressTextRule>> = {
  consigneeName: { required: true, maxLength: 20, pattern: ONE_LINE },
  // The schema's ^1[3-9][0-9]{9}$, a contact's mobile: see isAddressMobile.
  mobile: { required: true },
  detail: { required: true, maxLength: 100, pattern: ONE_LINE },
  postalCode: { required: true, pattern: /^[0-9]{6}$/u },
  email: {
    required: true,
    maxLength: 50,
    pattern: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/u,
  },
  landline: { required: false, pattern: /^0[0-9]{2,3}-?[0-9]{7,8}$/u },
  remark: { required: false, maxLength: 50, pattern: ONE_LINE_OR_EMPTY },
  alias: { required: false, maxLength: 10, pattern: ONE_LINE_OR_EMPTY },
};

/** A consignee's mobile as an address stores it: 11 digits starting 13 to 19, no leading 0. */
export function isAddressMobile(mobile: string): boolean {
  return CONTACT_MOBILE_PATTERN.test(mobile);
}

// ---------------------------------------------------------------------------------------------
// Form values

/** The address form's values: texts as typed, the region path by id. */
export interface AddressFields {
  consigneeName: string;
  mobile: string;
  /** Province, city and district ids, as far as chosen. */
  regionIds: string[];
  detail: string;
  postalCode: string;
  email: string;
  landline: string;
  remark: string;
  alias: string;
  isDefault: boolean;
}

/** The form's values for an address: the stored one, else empty fields. */
export function addressFieldsOf(address?: MemberAddress): AddressFields {
  return {
    consigneeName: address?.consigneeName ?? '',
    mobile: address?.mobile ?? '',
    regionIds: address ? [...address.regionIds] : [],
    detail: address?.detail ?? '',
    postalCode: address?.postalCode ?? '',
    email: address?.email ?? '',
    landline: address?.landline ?? '',
    remark: address?.remark ?? '',
    alias: address?.alias ?? '',
    isDefault: address?.isDefault ?? false,
  };
}

/** An optional text as sent: trimmed, null when nothing is left. */
const optional = (typed: string): string | null => typed.trim() || null;

/** The address to send: texts trimmed, empty optional ones null. */
export function toAddressInput(fields: AddressFields): MemberAddressInput {
  // The form's region rule asks for a province and a city before anything is sent.
  const [provinceId = '', cityId = '', ...district] = fields.regionIds;
  return {
    consigneeName: fields.consigneeName.trim(),
    mobile: fields.mobile.trim(),
    regionIds: [provinceId, cityId, ...district],
    detail: fields.detail.trim(),
    postalCode: fields.postalCode.trim(),
    email: fields.email.trim(),
    landline: optional(fields.landline),
    remark: optional(fields.remark),
    alias: optional(fields.alias),
    isDefault: fields.isDefault,
  };
}

/** A stored address sent back as it is (to make it the default, say). */
export function addressInputOf(address: MemberAddress): MemberAddressInput {
  return toAddressInput(addressFieldsOf(address));
}

/** The address in one line: its region path, then the street (浙江省 杭州市 西湖区 文三路 90 号). */
export const addressLine = (address: Pick<MemberAddress, 'regionNames' | 'detail'>) =>
  `${address.regionNames} ${address.detail}`;

// ---------------------------------------------------------------------------------------------
// react-hook-form rules

/** Translates a catalogue key of namespace `storefront` with its values. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The catalogue key of the message of a value that breaks a field's pattern. */
const INVALID_KEYS: Partial<Record<AddressTextField, string>> = {
  mobile: 'address.rule.mobile',
  postalCode: 'address.rule.postalCode',
  email: 'address.rule.email',
  landline: 'address.rule.landline',
};

/** The react-hook-form rule of a text field: required, the schema's length and pattern, on the trimmed value. */
export function addressTextRules(field: AddressTextField, t: Translate) {
  const rule = ADDRESS_TEXT_RULES[field];
  const label = t(`address.${field}`);
  const invalidKey = INVALID_KEYS[field];
  const invalid = invalidKey ? t(invalidKey) : t('address.rule.oneLine', { label });
  return {
    validate: (typed: string) => {
      const value = typed.trim();
      if (value === '') return rule.required ? t('address.rule.required', { label }) : true;
      // ajv counts characters (code points), as the person typing does.
      if (rule.maxLength !== undefined && [...value].length > rule.maxLength)
        return t('address.rule.maxLength', { label, count: rule.maxLength });
      if (field === 'mobile') return isAddressMobile(value) || invalid;
      return !rule.pattern || rule.pattern.test(value) || invalid;
    },
  };
}

/**
 * The rule of the region path: a province, a city, and the district where the city has districts
 * (`hasDistricts`, unknown while the list loads: the server takes a city without one then).
 */
export function regionRules(hasDistricts: () => boolean, t: Translate) {
  return {
    validate: (regionIds: string[]) => {
      if (regionIds.length < 1) return t('address.rule.province');
      if (regionIds.length < 2) return t('address.rule.city');
      if (regionIds.length < 3 && hasDistricts()) return t('address.rule.district');
      return true;
    },
  };
}
