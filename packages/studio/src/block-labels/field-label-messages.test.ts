import { BLOCK_SCHEMAS, BLOCK_TYPES } from '@mall/schemas';
import common from '@mall/schemas/common.schema.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { formSchemaOf } from '../block-form/form-schema.ts';
import { fieldLabelMessages } from './field-label-messages.ts';
import { fieldMessagePathsOf } from './form-ui-schema.ts';

const HAN = /\p{Script=Han}/u;
const LOCALES = ['zh-CN', 'en-US'] as const;

// Every block's form, as the studio draws it, and the message keys its fields need.
const formSchemas = await Promise.all(
  BLOCK_TYPES.map(async (type) => ({
    type,
    schema: formSchemaOf(await BLOCK_SCHEMAS[type](), common),
  })),
);
const neededKeys = new Set(
  formSchemas.flatMap(({ type, schema }) =>
    fieldMessagePathsOf(type, schema).flatMap(({ key }) => [`${key}.title`, `${key}.description`]),
  ),
);

describe('fieldLabelMessages', () => {
  it('labels and helps every field of every block form in both languages', () => {
    const missing = LOCALES.flatMap((locale) =>
      [...neededKeys].filter((key) => !fieldLabelMessages[locale][key]).map((key) => `${locale} ${key}`),
    );
    expect(missing).toEqual([]);
    // The 48 block types reach a few hundred fields: the walk really went into lists and fragments.
    expect(neededKeys).toContain('carousel.list[].img.title');
    expect(neededKeys).toContain('common.head.title.description');
    expect(neededKeys).toContain('classifyShow.navList[].list[].url.title');
  });

  it('keeps no message for a field that no block form has any more', () => {
    for (const locale of LOCALES) {
      const leftOver = Object.keys(fieldLabelMessages[locale]).filter((key) => !neededKeys.has(key));
      expect(leftOver, locale).toEqual([]);
    }
  });

  it('writes the Chinese in Chinese and the English without Chinese', () => {
    const notChinese = Object.entries(fieldLabelMessages['zh-CN']).filter(([, text]) => !HAN.test(text));
    const notEnglish = Object.entries(fieldLabelMessages['en-US']).filter(([, text]) => HAN.test(text));
    expect(notChinese).toEqual([]);
    expect(notEnglish).toEqual([]);
  });
});
