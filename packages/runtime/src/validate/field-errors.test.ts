// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CompiledValidatorError } from '@mall/schemas';
import { readablePath, toFieldErrors } from './field-errors.ts';

const error = (
  keyword: string,
  instancePath: string,
  params: Record<string, unknown> = {},
  extra: Partial<CompiledValidatorError> = {},
) => ({
  keyword,
  instancePath,
  params,
  schemaPath: `#/properties/x/${keyword}`,
  ...extra,
});

describe('readablePath', () => {
  it('reads JSON Pointers as paths an operator recognises', () => {
    expect(readablePath('options', '/navList/0/list/12/img')).toBe('options.navList[0].list[12].img');
    expect(readablePath('options', '', 'planId')).toBe('options.planId');
    expect(readablePath('options', '/a~1b/odd key')).toBe('options["a/b"]["odd key"]');
    expect(readablePath('options', `/${'k'.repeat(500)}`)).toHaveLength('options'.length + 2 + 60 + 1 + 2);
  });
});

describe('toFieldErrors', () => {
  it('words every common keyword', () => {
    expect(
      toFieldErrors(
        [
          error('additionalProperties', '', { additionalProperty: 'colour' }),
          error('enum', '/position', { allowedValues: ['left', 'right'] }),
          error('const', '/kind', { allowedValue: 'goods' }),
          error('maxLength', '/title', { limit: 40 }),
          error('minLength', '/code', { limit: 4 }),
          error('minItems', '/navList', { limit: 1 }),
          error('maximum', '/x', { limit: 100 }),
          error('exclusiveMinimum', '/width', { limit: 0 }),
          error('format', '/date', { format: 'date-time' }),
          error('uniqueItems', '/ids', { i: 3, j: 1 }),
          error(
            'pattern',
            '/bgColor',
            { pattern: '^#' },
            { schemaPath: '../common.schema.json#/definitions/color/pattern' },
          ),
          error('pattern', '/code', { pattern: '^[A-Z]+$' }),
          error('dependencies', '/a', {}, { message: 'must have property b when property a is present' }),
        ],
        'en-US',
      ),
    ).toEqual([
      { path: 'options.colour', message: 'is not a known field' },
      { path: 'options.position', message: 'must be one of left, right' },
      { path: 'options.kind', message: 'must be goods' },
      { path: 'options.title', message: 'must be at most 40 characters long' },
      { path: 'options.code', message: 'must be at least 4 characters long' },
      { path: 'options.navList', message: 'must have at least 1 items' },
      { path: 'options.x', message: 'must be at most 100' },
      { path: 'options.width', message: 'must be greater than 0' },
      { path: 'options.date', message: 'must be a valid date-time' },
      { path: 'options.ids', message: 'must not repeat items (items 1 and 3 are the same)' },
      { path: 'options.bgColor', message: 'must be a colour such as #ff5000 or rgb(255, 80, 0)' },
      { path: 'options.code', message: 'has the wrong format' },
      { path: 'options.a', message: 'must have property b when property a is present' },
    ]);
  });

  it('says once that a value of the wrong type is wrong, dropping its pattern and not complaints', () => {
    expect(
      toFieldErrors(
        [
          error('not', '/url', {}, { schemaPath: '../common.schema.json#/definitions/link/not' }),
          error('type', '/url', { type: 'string' }),
        ],
        'en-US',
      ),
    ).toEqual([{ path: 'options.url', message: 'must be a text' }]);
  });

  it('drops repeated errors', () => {
    const twice = error('required', '', { missingProperty: 'img' });
    expect(toFieldErrors([twice, { ...twice }], 'zh-CN')).toEqual([
      { path: 'options.img', message: '为必填项' },
    ]);
  });

  it('says an anyOf of other shapes matches no allowed form', () => {
    expect(
      toFieldErrors(
        [
          error('type', '/link', { type: 'string' }, { schemaPath: '#/properties/link/anyOf/0/type' }),
          error('type', '/link', { type: 'object' }, { schemaPath: '#/properties/link/anyOf/1/type' }),
          error('anyOf', '/link', {}, { schemaPath: '#/properties/link/anyOf' }),
        ],
        'en-US',
      ),
    ).toEqual([{ path: 'options.link', message: 'does not match any allowed form' }]);
  });
});
