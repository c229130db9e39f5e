import { SCHEMA_DOCUMENTS } from '@mall/schemas/documents';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TEXT_RULES,
  addressInputOf,
  isAddressMobile,
  toAddressInput,
  addressFieldsOf,
  type AddressTextField,
} from './address-fields.ts';
import { homeAddress } from '../test/home-address.ts';

// The form's rules are written in address-fields.ts; these hold them to the schema the server
// validates with, so a change there fails here instead of letting the form and the server disagree.

interface PropertySchema {
  pattern?: string;
  maxLength?: number;
}
interface InputSchema {
  required: string[];
  properties: Record<string, PropertySchema>;
}

// The documents are of many shapes; only the address schema's input definition is read.
const documents = SCHEMA_DOCUMENTS as readonly { $id: string; definitions?: unknown }[];
const addressSchema = documents.find((document) => document.$id.endsWith('/api/address.schema.json'));
const input = (addressSchema?.definitions as { memberAddressInput?: InputSchema } | undefined)
  ?.memberAddressInput;

const textFields = Object.keys(ADDRESS_TEXT_RULES) as AddressTextField[];

const ADDRESS = homeAddress({ id: 'addr-1', alias: null });

describe('address rules', () => {
  it('has a rule for every text field of the schema and for no other', () => {
    expect(input).toBeDefined();
    const schemaTexts = Object.keys(input?.properties ?? {}).filter(
      (name) => name !== 'regionIds' && name !== 'isDefault',
    );
    expect(textFields.sort()).toEqual(schemaTexts.sort());
  });

  it.each(textFields.filter((field) => field !== 'mobile'))(
    'requires, limits and patterns %s as the schema does',
    (field) => {
      const rule = ADDRESS_TEXT_RULES[field];
      const property = input?.properties[field];
      expect(rule.required).toBe(input?.required.includes(field));
      expect(rule.maxLength).toBe(property?.maxLength);
      expect(rule.pattern?.source).toBe(property?.pattern);
    },
  );

  it('takes the mobiles the schema takes and refuses the ones it refuses', () => {
    const pattern = new RegExp(input?.properties.mobile?.pattern ?? '(?!)', 'u');
    for (const mobile of [
      '13800138000',
      '19912345678',
      '013800138000',
      '12800138000',
      '1380013800',
      '138001380001',
    ]) {
      expect(isAddressMobile(mobile), mobile).toBe(pattern.test(mobile));
    }
    expect(ADDRESS_TEXT_RULES.mobile.required).toBe(input?.required.includes('mobile'));
  });
});

describe('address form values', () => {
  it('sends what was typed trimmed, and an optional field left empty as null', () => {
    const fields = {
      ...addressFieldsOf(),
      consigneeName: ' 李娜 ',
      mobile: '13900139000 ',
      regionIds: ['31', '3101'],
      detail: ' 南京西路 1 号 ',
      postalCode: '200040',
      email: ' lina@acme.example',
      landline: '  ',
      remark: '',
      alias: ' 公司 ',
    };
    expect(toAddressInput(fields)).toEqual({
      consigneeName: '李娜',
      mobile: '13900139000',
      regionIds: ['31', '3101'],
      detail: '南京西路 1 号',
      postalCode: '200040',
      email: 'lina@acme.example',
      landline: null,
      remark: null,
      alias: '公司',
      isDefault: false,
    });
  });

  it('sends a stored address back as it was stored', () => {
    const { id: _id, regionNames: _names, createTime: _created, updateTime: _updated, ...stored } = ADDRESS;
    expect(addressInputOf(ADDRESS)).toEqual(stored);
  });
});
