import type { DisposableCard } from '@mall/schemas';

/** The cards of 13600009999 in fixtures/seed/cards.json, as getCardListByPhone answers them. */
export const PHONE_CARDS: DisposableCard[] = [
  {
    cardNo: '8800000000000013',
    cardName: '蓝海集团端午福利卡',
    oneId: 'ent-blue',
    enterpriseName: '蓝海集团',
    point: 500,
    status: 'ACTIVE',
    validUntil: '2026-08-28T08:00:00.000Z',
  },
  {
    cardNo: '8800000000000021',
    cardName: '艾克米中秋福利卡',
    oneId: 'ent-acme',
    enterpriseName: '艾克米科技有限公司',
    point: 300,
    status: 'ACTIVE',
    validUntil: null,
  },
  {
    cardNo: '8800000000000039',
    cardName: '蓝海集团春节福利卡',
    oneId: 'ent-blue',
    enterpriseName: '蓝海集团',
    point: 0,
    status: 'USED',
    validUntil: '2026-03-31T08:00:00.000Z',
  },
];
