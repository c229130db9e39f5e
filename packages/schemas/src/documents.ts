// Raw JSON Schema documents, for servers and tools that compile them at run time (Fastify's ajv).
import common from '../common.schema.json' with { type: 'json' };
import page from '../page.schema.json' with { type: 'json' };
import envelope from '../api/envelope.schema.json' with { type: 'json' };
import site from '../api/site.schema.json' with { type: 'json' };
import pageResult from '../api/pageResult.schema.json' with { type: 'json' };
import availability from '../api/availability.schema.json' with { type: 'json' };
import planGoods from '../api/planGoods.schema.json' with { type: 'json' };
import category from '../api/category.schema.json' with { type: 'json' };
import passport from '../api/passport.schema.json' with { type: 'json' };
import passportCards from '../api/passport-cards.schema.json' with { type: 'json' };
import memberLists from '../api/member-lists.schema.json' with { type: 'json' };
import notices from '../api/notices.schema.json' with { type: 'json' };
import catalogue from '../api/catalogue.schema.json' with { type: 'json' };
import storeApply from '../api/store-apply.schema.json' with { type: 'json' };
import address from '../api/address.schema.json' with { type: 'json' };
import trade from '../api/trade.schema.json' with { type: 'json' };
import afterSale from '../api/after-sale.schema.json' with { type: 'json' };
import security from '../api/security.schema.json' with { type: 'json' };
import memberProfile from '../api/member-profile.schema.json' with { type: 'json' };
import points from '../api/points.schema.json' with { type: 'json' };
import shellBooking from '../api/shell-booking.schema.json' with { type: 'json' };
import redPacket from '../api/red-packet.schema.json' with { type: 'json' };
import memberMessages from '../api/member-messages.schema.json' with { type: 'json' };
import articles from '../api/articles.schema.json' with { type: 'json' };
import benefits from '../api/benefits.schema.json' with { type: 'json' };
import benefitOrders from '../api/benefit-orders.schema.json' with { type: 'json' };
import disposableCard from '../api/disposable-card.schema.json' with { type: 'json' };
import seckill from '../api/seckill.schema.json' with { type: 'json' };
import evaluation from '../api/evaluation.schema.json' with { type: 'json' };
import sso from '../api/sso.schema.json' with { type: 'json' };

/** `$id` prefix of every schema of the mall. */
export const SCHEMA_BASE = 'https://schemas.mall.invalid/';

/** Every shared document a validator may `$ref`; add them all before compiling a route schema. */
export const SCHEMA_DOCUMENTS = [
  common,
  page,
  envelope,
  site,
  pageResult,
  availability,
  planGoods,
  category,
  passport,
  passportCards,
  memberLists,
  notices,
  catalogue,
  storeApply,
  address,
  trade,
  afterSale,
  security,
  memberProfile,
  points,
  shellBooking,
  redPacket,
  memberMessages,
  articles,
  benefits,
  benefitOrders,
  disposableCard,
  seckill,
  evaluation,
  sso,
];

export {
  availability as availabilityRequestSchema,
  pageResult as pageResultSchema,
  passport as loginRequestSchema,
};
