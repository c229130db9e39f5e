import { SCHEMA_BASE, SCHEMA_DOCUMENTS } from '@mall/schemas/documents';
import { describe, expect, it } from 'vitest';
import { toolbarMessages } from '../i18n/toolbar-messages.ts';
import { AFTER_SALE_STATUSES, afterSaleStatusWord } from './after-sale/after-sale-status.ts';
import { orderMessages } from './orders/order-messages.ts';

// Every status the server can answer, read from the schemas it answers by, has its words in both
// languages (spec 03 section 7, the English catalogue): a status added to the server without words
// fails here.

const LANGUAGES = ['zh-CN', 'en-US'] as const;

/** The enum of a definition of one of the API schemas, as the server validates its answers. */
function enumOf(document: string, definition: string): string[] {
  const schema = SCHEMA_DOCUMENTS.find((candidate) => candidate.$id === `${SCHEMA_BASE}api/${document}`);
  const definitions = (schema as { definitions?: Record<string, { enum?: string[] }> } | undefined)
    ?.definitions;
  const values = definitions?.[definition]?.enum;
  if (!values) throw new Error(`${document} has no enum ${definition}`);
  return values;
}

const ORDER_STATUSES = enumOf('member-lists.schema.json', 'orderStatus');
const SERVICE_TYPES = enumOf('after-sale.schema.json', 'afterSaleServiceType') as (
  | 'RETURN_MONEY'
  | 'RETURN_GOODS'
  | 'EXCHANGE_GOODS'
)[];

const orderWord = (language: (typeof LANGUAGES)[number], status: string) =>
  (toolbarMessages[language] as Record<string, string | undefined>)[`orderStatus.${status}`];
const afterSaleWord = (language: (typeof LANGUAGES)[number], key: string) =>
  (orderMessages[language] as Record<string, string | undefined>)[`orders.afterSale.${key}`];

describe('order status words', () => {
  it.each(ORDER_STATUSES)('names the order status %s in Chinese and in English', (status) => {
    for (const language of LANGUAGES) expect(orderWord(language, status)).toMatch(/\S/);
    expect(orderWord('zh-CN', status)).not.toBe(orderWord('en-US', status));
  });

  it('names an order refunded in full "closed", apart from one the member cancelled', () => {
    expect(ORDER_STATUSES).toContain('CLOSED');
    expect([orderWord('zh-CN', 'CLOSED'), orderWord('en-US', 'CLOSED')]).toEqual(['已关闭', 'Closed']);
    expect(orderWord('en-US', 'CANCELLED')).toBe('Cancelled');
  });
});

describe('after-sale status words', () => {
  it('knows every status the server can answer', () => {
    expect([...AFTER_SALE_STATUSES].sort()).toEqual(
      enumOf('after-sale.schema.json', 'afterSaleStatus').sort(),
    );
  });

  const cases = AFTER_SALE_STATUSES.flatMap((status) =>
    [undefined, ...SERVICE_TYPES].map((serviceType) => [status, serviceType ?? 'no type'] as const),
  );
  it.each(cases)('names %s of a request of %s in Chinese and in English', (status, serviceType) => {
    const key = afterSaleStatusWord(status, serviceType === 'no type' ? undefined : serviceType);
    for (const language of LANGUAGES) expect(afterSaleWord(language, key)).toMatch(/\S/);
    expect(afterSaleWord('zh-CN', key)).not.toBe(afterSaleWord('en-US', key));
  });

  it('says how a done request ended: refund completed, or exchange shipped', () => {
    const english = (status: string, serviceType?: (typeof SERVICE_TYPES)[number]) =>
      afterSaleWord('en-US', afterSaleStatusWord(status, serviceType));
    expect(english('COMPLETE', 'RETURN_MONEY')).toBe('Refund completed');
    expect(english('COMPLETE', 'RETURN_GOODS')).toBe('Refund completed');
    expect(english('COMPLETE', 'EXCHANGE_GOODS')).toBe('Exchange shipped');
    expect(english('COMPLETE')).toBe('Done');
    expect(afterSaleWord('zh-CN', afterSaleStatusWord('COMPLETE', 'EXCHANGE_GOODS'))).toBe('换货已发出');
  });

  it('words the steps of the spec: in review, approved, pending, in progress, refused, and others for one it does not know', () => {
    expect(
      ['APPLY', 'PASS', 'BUYER_RETURN', 'SELLER_RECEIVE', 'REFUSE', 'ON_HOLD'].map((status) =>
        afterSaleWord('en-US', afterSaleStatusWord(status)),
      ),
    ).toEqual(['In review', 'Approved', 'Pending', 'In progress', 'Refused', 'Others']);
  });
});
