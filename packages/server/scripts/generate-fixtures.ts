// Writes the generated part of fixtures/: flat SVG pictures under fixtures/images (banners, adverts,
// hot-zone pictures, icons, goods, store logos, logo, enterprise logos) and fixtures/pages/large.json, the 120+ block page the
// benchmarks and the large-page tests use. Deterministic: running it twice writes the same bytes.
// Usage: npm run fixtures -w @mall/server
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  linePicture,
  numberLines,
  type SeedCatalogue,
  type SeedLine,
  type SeedStore,
} from '../src/db/catalogue-fixture.ts';
import { FIXTURES_DIR } from '../src/paths.ts';
import { openOutlineFaces, outlineTexts } from './outline-picture-text.ts';

const IMAGES_DIR = join(FIXTURES_DIR, 'images');
const FONT = "'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif";

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

function svg(width: number, height: number, label: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

function text(
  x: number,
  y: number,
  size: number,
  fill: string,
  content: string,
  anchor = 'middle',
  weight = 400,
) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}">${escapeXml(content)}</text>`;
}

const faces = openOutlineFaces();

/** Writes a picture with its words drawn as outlines (outline-picture-text.ts says why). */
function write(path: string, content: string) {
  const file = join(IMAGES_DIR, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, outlineTexts(content, faces));
}

// ---------------------------------------------------------------------------------------------
// Banners (830x453), adverts (1200x100), hot-zone pictures (1200x400)

interface Banner {
  file: string;
  title: string;
  subtitle: string;
  bg: string;
  accent: string;
}

const BANNERS: Banner[] = [
  {
    file: 'banners/spring.svg',
    title: '春季焕新',
    subtitle: 'Spring refresh',
    bg: '#e8f5e9',
    accent: '#2e7d32',
  },
  {
    file: 'banners/tea.svg',
    title: '新茶上市',
    subtitle: 'New season tea',
    bg: '#f1f8e9',
    accent: '#558b2f',
  },
  {
    file: 'banners/newyear.svg',
    title: '春节福利',
    subtitle: 'Spring Festival benefits',
    bg: '#fdecea',
    accent: '#c81623',
  },
  {
    file: 'banners/health.svg',
    title: '年度体检',
    subtitle: 'Annual check-up',
    bg: '#e0f2f1',
    accent: '#00796b',
  },
  {
    file: 'banners/home.svg',
    title: '家居焕新',
    subtitle: 'Refresh your home',
    bg: '#fff8e1',
    accent: '#ef6c00',
  },
  {
    file: 'banners/digital.svg',
    title: '数码专享',
    subtitle: 'Digital exclusives',
    bg: '#e8eaf6',
    accent: '#283593',
  },
  {
    file: 'banner-1.svg',
    title: '员工福利商城',
    subtitle: 'Employee benefits mall',
    bg: '#fce4ec',
    accent: '#ad1457',
  },
];

function banner({ title, subtitle, bg, accent }: Banner): string {
  return svg(
    830,
    453,
    title,
    [
      `<rect width="830" height="453" fill="${bg}"/>`,
      `<circle cx="680" cy="226" r="150" fill="${accent}" opacity="0.18"/>`,
      `<circle cx="720" cy="120" r="60" fill="${accent}" opacity="0.3"/>`,
      `<rect x="60" y="300" width="180" height="56" rx="28" fill="${accent}"/>`,
      text(150, 336, 24, '#ffffff', '立即查看'),
      text(60, 190, 72, accent, title, 'start', 700),
      text(60, 250, 32, accent, subtitle, 'start'),
    ].join('\n'),
  );
}

const ADVERTS = [
  {
    file: 'banners/advert.svg',
    title: '年货节满减',
    subtitle: 'New Year fair: spend more, save more',
    bg: '#c81623',
  },
  { file: 'adverts/newyear.svg', title: '新春礼盒', subtitle: 'Spring Festival gift boxes', bg: '#0b3d91' },
  { file: 'adverts/health.svg', title: '年度体检预约', subtitle: 'Book your annual check-up', bg: '#1f8a70' },
];

function advert({ title, subtitle, bg }: (typeof ADVERTS)[number]): string {
  return svg(
    1200,
    100,
    title,
    [
      `<rect width="1200" height="100" fill="${bg}"/>`,
      `<rect x="0" y="0" width="16" height="100" fill="#ffffff" opacity="0.4"/>`,
      text(60, 62, 40, '#ffffff', title, 'start', 700),
      text(1140, 60, 26, '#ffffff', subtitle, 'end'),
    ].join('\n'),
  );
}

const HOT_ZONE_PICTURES = [
  {
    file: 'hotzones/festival.svg',
    title: '年货节',
    bg: '#b71c1c',
    panels: ['年货专区', '距离活动开始', '家属福利方案'],
  },
  {
    file: 'hotzones/benefits.svg',
    title: '福利专题',
    bg: '#004d40',
    panels: ['健康体检', '春节福利', '年中大促预热'],
  },
];

function hotZonePicture({ title, bg, panels }: (typeof HOT_ZONE_PICTURES)[number]): string {
  const panelWidth = 360;
  return svg(
    1200,
    400,
    title,
    [
      `<rect width="1200" height="400" fill="${bg}"/>`,
      ...panels.map((label, i) => {
        const x = 36 + i * 396;
        return [
          `<rect x="${x}" y="40" width="${panelWidth}" height="320" rx="24" fill="#ffffff" opacity="0.92"/>`,
          text(x + panelWidth / 2, 190, 40, bg, label, 'middle', 700),
          text(x + panelWidth / 2, 250, 22, '#555555', '点击进入 ›'),
        ].join('\n');
      }),
    ].join('\n'),
  );
}

function specialTop(): string {
  return svg(
    1200,
    400,
    '春节专题',
    [
      '<rect width="1200" height="400" fill="#d32f2f"/>',
      '<circle cx="1080" cy="80" r="140" fill="#ffca28" opacity="0.35"/>',
      text(600, 130, 72, '#ffe082', '春节专题', 'middle', 700),
      '<rect x="120" y="220" width="420" height="120" rx="60" fill="#ffca28"/>',
      text(330, 295, 40, '#b71c1c', '立即选购', 'middle', 700),
      '<rect x="660" y="220" width="420" height="120" rx="60" fill="#ffffff" opacity="0.9"/>',
      text(870, 295, 36, '#b71c1c', '距离除夕', 'middle', 700),
    ].join('\n'),
  );
}

// ---------------------------------------------------------------------------------------------
// Icons (64x64), logo and favicon

const ICONS: [file: string, label: string, bg: string][] = [
  ['meituan', '美团', '#ffc300'],
  ['cdf', 'CDF', '#8e24aa'],
  ['health', '体检', '#00897b'],
  ['wph', '唯品', '#e91e63'],
  ['jl', '聚乐', '#f4511e'],
  ['mtdd', '到店', '#fb8c00'],
  ['kudui', '酷兑', '#3949ab'],
  ['tjpt', '体检', '#43a047'],
  ['family', '家属', '#6d4c41'],
  ['movie', '影票', '#5e35b1'],
  ['food', '粮油', '#c0ca33'],
  ['tea', '茶', '#558b2f'],
  ['milk', '乳品', '#039be5'],
  ['coffee', '咖啡', '#795548'],
  ['fruit', '水果', '#e53935'],
  ['home', '家居', '#ef6c00'],
  ['digital', '数码', '#283593'],
  ['beauty', '个护', '#d81b60'],
  ['gift', '礼盒', '#c62828'],
  ['fitness', '运动', '#00acc1'],
  ['travel', '旅行', '#1e88e5'],
  ['book', '图书', '#6a1b9a'],
  ['coupon', '优惠', '#ff7043'],
  ['card', '卡券', '#546e7a'],
];

function icon(label: string, bg: string): string {
  const size = label.length > 2 ? 16 : 20;
  return svg(
    64,
    64,
    label,
    [
      `<rect width="64" height="64" rx="16" fill="${bg}"/>`,
      text(32, 39, size, '#ffffff', label, 'middle', 700),
    ].join('\n'),
  );
}

function logo(): string {
  return svg(
    200,
    60,
    '好生活福利商城',
    [
      '<rect width="60" height="60" rx="14" fill="#c81623"/>',
      text(30, 41, 30, '#ffffff', '福', 'middle', 700),
      text(72, 30, 22, '#c81623', '好生活', 'start', 700),
      text(72, 52, 14, '#666666', '福利商城', 'start'),
    ].join('\n'),
  );
}

// ---------------------------------------------------------------------------------------------
// Enterprise logos (200x60, the site logo's shape) and sub-logos (60x60), fixtures/seed/enterprise-logos.json

const ENTERPRISE_LOGOS: [file: string, mark: string, name: string, tagline: string, bg: string][] = [
  ['acme-logo', 'A', '艾克米', '员工福利', '#1565c0'],
  ['blue-logo', '蓝', '蓝海集团', '员工之家', '#00838f'],
];

const ENTERPRISE_SUB_LOGOS: [file: string, label: string, bg: string][] = [['acme-union', '工会', '#c62828']];

/** An enterprise's header logo: its mark in a rounded square, its name and a tagline beside it. */
function enterpriseLogo(mark: string, name: string, tagline: string, bg: string): string {
  return svg(
    200,
    60,
    `${name}${tagline}`,
    [
      `<rect width="60" height="60" rx="14" fill="${bg}"/>`,
      text(30, 41, 30, '#ffffff', mark, 'middle', 700),
      text(72, 30, 22, bg, name, 'start', 700),
      text(72, 52, 14, '#666666', tagline, 'start'),
    ].join('\n'),
  );
}

/** A sub-logo shown beside an enterprise's logo: a round badge (its union, a partner). */
function enterpriseSubLogo(label: string, bg: string): string {
  return svg(
    60,
    60,
    label,
    [
      `<circle cx="30" cy="30" r="29" fill="#ffffff" stroke="${bg}" stroke-width="2"/>`,
      `<circle cx="30" cy="30" r="23" fill="${bg}"/>`,
      text(30, 37, 18, '#ffffff', label, 'middle', 700),
    ].join('\n'),
  );
}

function favicon(): string {
  return svg(
    32,
    32,
    '好生活福利商城',
    [
      '<rect width="32" height="32" rx="7" fill="#c81623"/>',
      text(16, 23, 18, '#ffffff', '福', 'middle', 700),
    ].join('\n'),
  );
}

// ---------------------------------------------------------------------------------------------
// Goods pictures (400x400), one per picture of a goods of fixtures/seed/goods.json

interface SeedGoods {
  goodsId: string;
  name: string;
  categoryId: string;
  brand?: string;
  images: string[];
}

const CATEGORY_COLOURS: Record<string, [bg: string, fg: string]> = {
  '1': ['#fff3e0', '#e65100'],
  '2': ['#e3f2fd', '#1565c0'],
  '3': ['#e0f2f1', '#00695c'],
  '4': ['#ede7f6', '#4527a0'],
  '5': ['#fce4ec', '#ad1457'],
  '6': ['#fffde7', '#f57f17'],
  '7': ['#e8f5e9', '#2e7d32'],
  '8': ['#efebe9', '#4e342e'],
  '9': ['#e8eaf6', '#283593'],
};

/** Splits a goods name into lines of at most `width` characters, breaking at spaces when it can. */
function wrap(name: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else for (let i = 0; i < word.length; i += width) lines.push(word.slice(i, i + width));
  }
  return lines;
}

/** The goods' `view`th picture (0 the main one); the others are framed differently and numbered. */
function goodsPicture(goods: SeedGoods, view = 0): string {
  const [bg, fg] = CATEGORY_COLOURS[goods.categoryId.charAt(0)] ?? ['#f5f5f5', '#424242'];
  const lines = wrap(goods.name, 9).slice(0, 3);
  if (view > 0)
    return svg(
      400,
      400,
      `${goods.name} ${view + 1}`,
      [
        `<rect width="400" height="400" fill="${fg}"/>`,
        `<circle cx="200" cy="170" r="${70 + view * 15}" fill="${bg}" opacity="0.9"/>`,
        text(200, 188, 56, fg, goods.name.charAt(0), 'middle', 700),
        ...lines.map((line, i) => text(200, 300 + i * 34, 26, '#ffffff', line, 'middle', 700)),
        text(372, 44, 28, '#ffffff', String(view + 1), 'end', 700),
      ].join('\n'),
    );
  return svg(
    400,
    400,
    goods.name,
    [
      `<rect width="400" height="400" fill="${bg}"/>`,
      `<rect x="100" y="60" width="200" height="150" rx="28" fill="${fg}" opacity="0.85"/>`,
      text(200, 152, 48, '#ffffff', goods.name.charAt(0), 'middle', 700),
      ...lines.map((line, i) => text(200, 262 + i * 38, 30, fg, line, 'middle', 700)),
      goods.brand ? text(200, 374, 20, '#757575', goods.brand) : '',
    ].join('\n'),
  );
}

/**
 * The picture of a catalogue line (every brand's goods of the line shows it): the line's name in
 * both languages on its root category's colours. Kept small: there are some three hundred.
 */
function linePictureSvg(line: SeedLine): string {
  // Root 10's ids start with "10": grey rather than the food colours of root 1.
  const root =
    line.categoryId.startsWith('10') && line.categoryId.length === 5 ? '10' : line.categoryId.charAt(0);
  const [bg, fg] = CATEGORY_COLOURS[root] ?? ['#eceff1', '#37474f'];
  const lines = wrap(line.name, 8).slice(0, 2);
  return svg(
    400,
    400,
    line.name,
    [
      `<rect width="400" height="400" fill="${bg}"/>`,
      `<circle cx="200" cy="140" r="80" fill="${fg}" opacity="0.85"/>`,
      text(200, 162, 64, '#ffffff', line.name.charAt(0), 'middle', 700),
      ...lines.map((each, i) => text(200, 284 + i * 40, 34, fg, each, 'middle', 700)),
      text(200, 370, 18, '#757575', line.nameEn),
    ].join('\n'),
  );
}

// ---------------------------------------------------------------------------------------------
// Store logos (200x200), one per store of fixtures/seed/catalogue.json, in its supplier's colour

const SUPPLIER_COLOURS: Record<string, string> = {
  SELF: '#c81623',
  JD: '#e1251b',
  SN: '#f5a623',
  WY: '#8d6e63',
};

/** A store's logo: its name's first character on its supplier's colour, the name underneath. */
function storeLogo(store: SeedStore): string {
  const bg = SUPPLIER_COLOURS[store.supplier] ?? '#546e7a';
  // Up to seven characters fit one line; longer names break in the middle.
  const half = Math.ceil(store.name.length / 2);
  const lines = store.name.length <= 7 ? [store.name] : [store.name.slice(0, half), store.name.slice(half)];
  return svg(
    200,
    200,
    store.name,
    [
      `<rect width="200" height="200" rx="24" fill="${bg}"/>`,
      `<circle cx="100" cy="78" r="46" fill="#ffffff"/>`,
      text(100, 96, 48, bg, store.name.charAt(0), 'middle', 700),
      ...lines.map((line, i) =>
        text(100, (lines.length === 1 ? 164 : 154) + i * 28, 22, '#ffffff', line, 'middle', 700),
      ),
    ].join('\n'),
  );
}

// ---------------------------------------------------------------------------------------------
// fixtures/pages/large.json: 126 valid blocks cycling through the seven block types

function largePage(goods: SeedGoods[]): string {
  const epoch = 1700000800000;
  const plans = ['plan-spring', 'plan-tea', 'plan-health', 'plan-summer-offline', 'plan-upcoming'];
  const banners = BANNERS.filter((b) => b.file.startsWith('banners/'));
  const list: object[] = [];
  const staticGoods = (from: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const item = goods[(from + i) % goods.length]!;
      return {
        skuId: String(Number(item.goodsId) + 900),
        goodsId: item.goodsId,
        productName: item.name,
        productImages: item.images,
        specProductPrice: 50 + ((from + i) % 10) * 20,
      };
    });
  for (let n = 1; list.length < 126; n++) {
    const key = `${epoch}_${n}`;
    const round = Math.floor((n - 1) / 7);
    switch ((n - 1) % 7) {
      case 0:
        list.push({
          key,
          type: 'carousel',
          name: `轮播 ${round + 1}`,
          version: 2,
          options: {
            list: [0, 1, 2].map((i) => {
              const b = banners[(round + i) % banners.length]!;
              return {
                img: `/img/${b.file}`,
                url: `/goodsList?categoryId=${((round + i) % 5) + 1}`,
                title: b.title,
              };
            }),
            autoplay: round % 2 === 0,
          },
        });
        break;
      case 1:
        list.push({
          key,
          type: 'noticeShow',
          name: `公告 ${round + 1}`,
          options: {
            head: { title: '公告' },
            list: [1, 2, 3].map((i) => ({ id: `n${round * 3 + i}`, title: `第 ${round + 1} 组公告之 ${i}` })),
          },
        });
        break;
      case 2:
        list.push({
          key,
          type: 'iconZone',
          name: `入口 ${round + 1}`,
          options: {
            navList: [
              {
                name: '服务',
                list: ICONS.slice(0, 6 + (round % 10)).map(([file, label]) => ({
                  name: label,
                  img: `/img/icons/${file}.svg`,
                  url: `/goodsList?keyword=${encodeURIComponent(label)}`,
                })),
              },
            ],
          },
        });
        break;
      case 3:
        list.push({
          key,
          type: 'freeGoodsShow',
          name: `方案商品 ${round + 1}`,
          options: { head: { title: `方案商品 ${round + 1}` }, planId: plans[round % plans.length] },
        });
        break;
      case 4:
        list.push({
          key,
          type: 'freeGoodsShow',
          name: `精选 ${round + 1}`,
          options: { head: { title: `精选 ${round + 1}` }, list: staticGoods(round * 3) },
        });
        break;
      case 5:
        list.push({
          key,
          type: 'hotZonesShow',
          name: `热区 ${round + 1}`,
          options: {
            img: '/img/hotzones/festival.svg',
            imgWidth: 1200,
            imgHeight: 400,
            list: [0, 1, 2].map((i) => ({
              x: 3 + i * 33,
              y: 10,
              width: 30,
              height: 80,
              url: `/goodsList?categoryId=${i + 1}`,
              title: `区域 ${i + 1}`,
            })),
          },
        });
        break;
      default:
        list.push(
          round % 2 === 0
            ? {
                key,
                type: 'bannerAdvert',
                name: `广告 ${round + 1}`,
                options: { img: '/img/banners/advert.svg', url: '/goodsList', bgColor: '#c81623' },
              }
            : {
                key,
                type: 'flashBuy',
                name: `抢购 ${round + 1}`,
                options: { head: { title: '限时抢购' }, marketId: 'market-flash-1' },
              },
        );
    }
  }
  return `${JSON.stringify({ list }, null, 2)}\n`;
}

// ---------------------------------------------------------------------------------------------

const goods = JSON.parse(readFileSync(join(FIXTURES_DIR, 'seed/goods.json'), 'utf8')) as SeedGoods[];

for (const b of BANNERS) write(b.file, banner(b));
for (const a of ADVERTS) write(a.file, advert(a));
for (const h of HOT_ZONE_PICTURES) write(h.file, hotZonePicture(h));
write('hotzones/special-top.svg', specialTop());
for (const [file, label, bg] of ICONS) write(`icons/${file}.svg`, icon(label, bg));
write('logo.svg', logo());
write('favicon.svg', favicon());
for (const [file, mark, name, tagline, bg] of ENTERPRISE_LOGOS)
  write(`enterprises/${file}.svg`, enterpriseLogo(mark, name, tagline, bg));
for (const [file, label, bg] of ENTERPRISE_SUB_LOGOS)
  write(`enterprises/${file}.svg`, enterpriseSubLogo(label, bg));
for (const g of goods)
  g.images.forEach((image, view) => write(image.replace(/^\/img\//, ''), goodsPicture(g, view)));
const catalogue = JSON.parse(
  readFileSync(join(FIXTURES_DIR, 'seed/catalogue.json'), 'utf8'),
) as SeedCatalogue;
for (const { line, indexInCategory } of numberLines(catalogue.lines))
  write(linePicture(line, indexInCategory).replace(/^\/img\//, ''), linePictureSvg(line));
for (const store of catalogue.stores) write(store.logo.replace(/^\/img\//, ''), storeLogo(store));
writeFileSync(join(FIXTURES_DIR, 'pages/large.json'), largePage(goods));

console.log(`Wrote pictures under ${IMAGES_DIR} and pages/large.json.`);
