import type { AfterSaleServiceType } from '@mall/schemas';
import { CONTACT_MOBILE_PATTERN } from '../../account-access/account-rules.ts';
import { CONTACT_NAME_MAX, PROBLEM_DESC_MAX } from './after-sale-paths.ts';
import type { useAfterSaleStrings } from './useAfterSaleStrings.ts';

// What a member fills in to apply for an after-sale, and the rules it is checked by before it is sent.

type Translate = ReturnType<typeof useAfterSaleStrings>['t'];

/** Whether a parcel goes back, so the request needs a pickup address. */
export function needsPickup(serviceType: AfterSaleServiceType | ''): boolean {
  return serviceType === 'RETURN_GOODS' || serviceType === 'EXCHANGE_GOODS';
}

/** The fields of an application, as the form holds them. */
export interface ApplyFields {
  serviceType: AfterSaleServiceType | '';
  num: number;
  reason: string;
  problemDesc: string;
  contactName: string;
  contactMobile: string;
  pickupAddressId: string;
}

export type FieldErrors = Partial<Record<keyof ApplyFields, string>>;

/** What is wrong with the fields, as the server would say it; empty when nothing is. */
export function applyFieldErrors(fields: ApplyFields, maxNum: number, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.serviceType) errors.serviceType = t('afterSale.apply.required.serviceType');
  if (!Number.isInteger(fields.num) || fields.num < 1 || fields.num > maxNum)
    errors.num = t('afterSale.apply.badNum', { max: maxNum });
  if (!fields.reason) errors.reason = t('afterSale.apply.required.reason');
  if (fields.problemDesc.length > PROBLEM_DESC_MAX)
    errors.problemDesc = t('afterSale.apply.tooLong', { max: PROBLEM_DESC_MAX });
  const contactName = fields.contactName.trim();
  if (!contactName) errors.contactName = t('afterSale.apply.required.contactName');
  else if (contactName.length > CONTACT_NAME_MAX)
    errors.contactName = t('afterSale.apply.tooLong', { max: CONTACT_NAME_MAX });
  const mobile = fields.contactMobile.trim();
  if (!mobile) errors.contactMobile = t('afterSale.apply.required.contactMobile');
  else if (!CONTACT_MOBILE_PATTERN.test(mobile)) errors.contactMobile = t('afterSale.apply.badMobile');
  if (needsPickup(fields.serviceType) && !fields.pickupAddressId)
    errors.pickupAddressId = t('afterSale.apply.required.pickupAddress');
  return errors;
}
