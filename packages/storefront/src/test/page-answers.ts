import { API_PATHS, type Availability } from '@mall/schemas';
import { fakeApi } from './fake-api.ts';

// The calls of a configured page (/, /custom, /special, a login's mall behind it) answered by the
// fake API: the page itself, and what its blocks ask for their goods.

/** Every page call: the slot's page, the public page, a page by any id. */
const PAGE_PATHS = [API_PATHS.pageIndex, API_PATHS.pagePublic, API_PATHS.pageById('*')];

/** Leaves every page call unanswered: the page behind the route never arrives (it is not under test). */
export function hangPages(): void {
  for (const path of PAGE_PATHS) fakeApi.hang(path);
}

/**
 * Answers the blocks' goods calls: `availability` for the plans and markets asked about (none
 * unless given), a plan's or a market's goods as an empty list named 春节福利, no partner address.
 */
export function answerBlockGoods(availability: Availability[] = []): void {
  fakeApi.answer(API_PATHS.availability, availability);
  fakeApi.answer(API_PATHS.planGoods, ({ query }) => ({
    planId: query.planId,
    name: '春节福利',
    goodsList: [],
  }));
  fakeApi.answer(API_PATHS.marketGoods, ({ query }) => ({
    marketId: query.marketId,
    name: '春节福利',
    goodsList: [],
  }));
  fakeApi.answer(API_PATHS.partnerPath, '');
}

/** The spring plan of fixtures/broken-pages, shown and open. */
export const SPRING_PLAN_OPEN: Availability = { planId: 'plan-spring', isShow: true, isOpen: true };
