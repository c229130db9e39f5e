// The server of e2e/xss.spec.ts: `node --import tsx e2e/xss-server.ts <port>`.
// Operator content (popups, notices, articles, goods names, page JSON) has no API here: operators
// write it in a back office we do not have. So this does what packages/server/src/main.ts does (a
// fresh database, the migrations, the seed, the real app with the storefront build) on an
// in-memory PGlite, and before listening writes the payload rows with plain SQL, the way a back
// office would. In memory rather than a data directory: nothing to clean up after a run. What the
// browser sees comes from the real API and the real storefront build. Once it listens it prints one
// line, XSS_PLACED_PREFIX and what it placed as JSON.
import { mallSchemaCatalog, validatePage } from '../packages/runtime/src/validate/index.ts';
import { buildApp } from '../packages/server/src/app.ts';
import { migrate } from '../packages/server/src/db/migrate.ts';
import { openPGliteDb } from '../packages/server/src/db/pglite-db.ts';
import { seedOrder } from '../packages/server/src/db/seed-member-lists.ts';
import { seedIfEmpty } from '../packages/server/src/db/seed.ts';
import {
  cut,
  storable,
  XSS_ARTICLE_CATEGORY,
  XSS_CHUNKS,
  xssNoticeTitle,
  XSS_GOODS_WORD,
  XSS_MEMBER_ID,
  XSS_NICKNAME,
  XSS_PAGE_ID,
  XSS_PAYLOADS,
  XSS_PLACED_PREFIX,
  XSS_POPUP_TITLES,
  XSS_REVIEW_SKUS,
  XSS_REVIEW_TEXTS,
  type XssPlaced,
  xssChunkText,
} from './xss-corpus.ts';

const port = Number(process.argv[2]);
if (!port) throw new Error('usage: xss-server.ts <port>');

const ENTERPRISE = 'ent-acme';
const PICTURE = '/img/blocks/icons/meituan.svg';
const texts = XSS_PAYLOADS.map(({ id, payload }) => ({ id, text: storable(payload) }));

// ---------------------------------------------------------------------------------------------
// The page of blocks: each payload as a label and a link, as a picture and as a picture path

interface IconItem {
  name: string;
  subName?: string;
  img: string;
  url: string;
}

// iconZone1: a block of custom pages whose items have a visible label, a picture and a link.
const items: IconItem[] = texts.flatMap(({ id, text }) => [
  { name: cut(text, 30), subName: cut(text, 40), img: PICTURE, url: text },
  { name: id, img: text, url: '/goodsList' },
  { name: id, img: `/img/${text}`, url: `/goodsList?keyword=${text}` },
]);

const iconZone = (key: string, list: IconItem[]) => ({
  key,
  type: 'iconZone1',
  name: 'XSS',
  options: { list },
});

/** Whether the page validation lets an item through; those it refuses are placed too, and dropped. */
async function passes(item: IconItem): Promise<boolean> {
  const { blocks } = await validatePage(
    { list: [iconZone('probe', [item])] },
    { catalog: mallSchemaCatalog },
  );
  return blocks.length === 1;
}

const verdicts = await Promise.all(items.map(passes));
const shown = items.filter((_, index) => verdicts[index]);
const refused = items.filter((_, index) => !verdicts[index]);
const chunks = (list: IconItem[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, index) =>
    list.slice(index * size, index * size + size),
  );
const pageData = {
  list: [
    ...chunks(shown, 5).map((list, index) => iconZone(`xss-shown-${index}`, list)),
    ...chunks(refused, 5).map((list, index) => iconZone(`xss-refused-${index}`, list)),
  ],
};

// ---------------------------------------------------------------------------------------------
// The database

const db = await openPGliteDb('memory://xss');
await migrate(db);
await seedIfEmpty(db);

await db.transaction(async (tx) => {
  await tx.query(
    // Published (only a published page is read by id), but not its slot's page.
    `INSERT INTO pages (id, name, platform, page_type, page_data, published)
     VALUES ($1, 'XSS', 'HSHSC', 'CUSTOM', $2, true)`,
    [XSS_PAGE_ID, JSON.stringify(pageData)],
  );

  // Popups: every payload in one message, in three orders, so each is also read after the others.
  const forward = texts.map(({ text }) => text);
  const orders = [
    forward,
    [...forward].reverse(),
    [...forward.filter((_, i) => i % 2), ...forward.filter((_, i) => !(i % 2))],
  ];
  const [thTitle, epTitle, pfTitle] = XSS_POPUP_TITLES;
  const popups = [
    { type: 'TH', frequency: 3, oneId: null, title: thTitle, message: orders[0] },
    { type: 'EP', frequency: 0, oneId: ENTERPRISE, title: epTitle, message: orders[1] },
    { type: 'EP', frequency: 1, oneId: ENTERPRISE, title: epTitle, message: orders[1] },
    { type: 'PF', frequency: 0, oneId: null, title: pfTitle, message: orders[2] },
    { type: 'PF', frequency: 1, oneId: null, title: pfTitle, message: orders[2] },
  ];
  for (const [index, popup] of popups.entries()) {
    // Started a minute ago: newer than every seeded popup, so it is the one shown.
    await tx.query(
      `INSERT INTO popups (id, popup_type, popup_frequency, popup_range, one_id, popup_title, popup_message, start_time)
       VALUES ($1, $2, $3, 'HSHSC', $4, $5, $6, now() - interval '1 minute')`,
      [
        `xss-popup-${index}`,
        popup.type,
        popup.frequency,
        popup.oneId,
        popup.title,
        popup.message?.join('\n') ?? '',
      ],
    );
  }

  await tx.query(`INSERT INTO article_categories (id, name, sort_order) VALUES ($1, 'XSS', 99)`, [
    XSS_ARTICLE_CATEGORY,
  ]);
  for (const chunk of XSS_CHUNKS) {
    const html = chunk.payloads.map(({ payload }) => storable(payload)).join('\n');
    await tx.query(
      `INSERT INTO notices (id, notice_type, one_id, notice_title, content, published)
       VALUES ($1, 'EP', $2, $3, $4, true)`,
      [chunk.key, ENTERPRISE, xssNoticeTitle(chunk), html],
    );
    await tx.query(`INSERT INTO articles (id, category_id, title, body) VALUES ($1, $2, $3, $4)`, [
      chunk.key,
      XSS_ARTICLE_CATEGORY,
      chunk.key,
      html,
    ]);
  }

  // Member-written fields, written whole, as an import from the enterprise's HR system would: the API
  // cuts or refuses most payloads there (a nickname has 10 characters; xss-storage.test.ts). zhangwei's
  // nickname holds every payload; each group of eight is one address of his book, its region names
  // whole and its other shown fields cut to their columns.
  await tx.query('UPDATE members SET nick_name = $2 WHERE id = $1', [XSS_MEMBER_ID, XSS_NICKNAME]);
  for (const chunk of XSS_CHUNKS) {
    const text = xssChunkText(chunk);
    const first = storable(chunk.payloads[0]?.payload ?? '');
    await tx.query(
      `INSERT INTO member_addresses (id, member_id, consignee_name, mobile, province_id, city_id, district_id,
         region_names, detail, postal_code, email, landline, remark, alias, is_default, created_at, updated_at)
       VALUES ($1, $2, $3, '13800000000', '33', '3301', '330106', $4, $5, '310013', $6, $6, $7, $8, false,
         now(), now())`,
      [
        `xss-address-${chunk.key}`,
        XSS_MEMBER_ID,
        cut(first, 20),
        text,
        cut(text, 100),
        text,
        cut(text, 50),
        cut(first, 10),
      ],
    );
  }

  // Goods names: as many goods on sale as there are payloads take one each, and a word to list them by.
  const goods = await tx.query<{ goodsId: string }>(
    `SELECT goods_id AS "goodsId" FROM goods WHERE on_sale ORDER BY goods_id LIMIT $1`,
    [texts.length],
  );
  if (goods.length < texts.length)
    throw new Error(`only ${goods.length} goods on sale for ${texts.length} names`);
  for (const [index, { goodsId }] of goods.entries()) {
    const name = texts[index]?.text ?? '';
    await tx.query(
      `UPDATE goods SET name = $2, name_en = NULL, search_text = search_text || ' ' || $3 WHERE goods_id = $1`,
      [goodsId, name, XSS_GOODS_WORD],
    );
    await tx.query(`UPDATE skus SET name = $2, name_en = NULL WHERE goods_id = $1`, [goodsId, name]);
  }

  // Goods reviews, member-written text as well (the API stores it verbatim; xss-storage.test.ts): each
  // group of four payloads one review by zhangwei of an item of a completed order of his, ten to a goods.
  const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  const consignee = {
    name: '张伟',
    mobile: '13812341234',
    regionIds: ['33', '3301', '330106'],
    regionNames: '浙江省 杭州市 西湖区',
    detail: '文三路 90 号',
    postalCode: '310012',
  };
  for (const [index, content] of XSS_REVIEW_TEXTS.entries()) {
    const skuId = XSS_REVIEW_SKUS[Math.floor(index / 10)] ?? '1001';
    const [sku] = await tx.query<{
      goodsId: string;
      name: string;
      image: string | null;
      pricePoints: number;
    }>(
      `SELECT s.goods_id AS "goodsId", s.name, g.images[1] AS image, s.price_points AS "pricePoints"
       FROM skus s JOIN goods g ON g.goods_id = s.goods_id WHERE s.sku_id = $1`,
      [skuId],
    );
    if (!sku) throw new Error(`no SKU ${skuId} for the reviews`);
    const sn = `OXSS${String(index + 1).padStart(8, '0')}`;
    await seedOrder(
      tx,
      {
        sn,
        memberId: XSS_MEMBER_ID,
        orderStatus: 'COMPLETED',
        createdHoursAgo: 50,
        paidHoursAgo: 49,
        shippedHoursAgo: 48,
        completedHoursAgo: 47,
        items: [{ skuId, num: 1 }],
      },
      consignee,
      [{ skuId, num: 1, ...sku }],
      hoursFromNow,
    );
    await tx.query(
      `INSERT INTO goods_reviews (id, member_id, order_sn, order_item_sn, goods_id, sku_id, stars, content, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 3, $7, $8)`,
      [
        `rev-xss-${index + 1}`,
        XSS_MEMBER_ID,
        sn,
        `${sn}-1`,
        sku.goodsId,
        skuId,
        content,
        hoursFromNow(-index / 60),
      ],
    );
  }
});
const app = buildApp({ db, logger: { level: 'warn' } });
await app.listen({ host: '127.0.0.1', port });
const stop = () =>
  void app
    .close()
    .then(() => db.close())
    .then(() => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
// A test run that dies without stopping it must not leave it holding the port.
const parent = process.ppid;
setInterval(() => {
  try {
    process.kill(parent, 0);
  } catch {
    stop();
  }
}, 2_000).unref();

const placed: XssPlaced = {
  blockItemsShown: shown.length,
  blockItemsRefused: refused.length,
  blocks: pageData.list.length,
};
console.log(`${XSS_PLACED_PREFIX}${JSON.stringify(placed)}`);
