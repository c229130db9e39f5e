import type { MessageCatalogue } from '@mall/runtime';
import type { BlockType } from '@mall/schemas';

// The block types as the studio names them to operators: a short name for the block picker and the
// form's heading, and one sentence on what the block shows. Drawn from each schema's description and
// the spec's wording (spec 03, section 3). Both languages sit side by side in one row.

/** A block type's words: zh-CN name, zh-CN description, en-US name, en-US description. */
type BlockTypeRow = readonly [zhName: string, zhDescription: string, enName: string, enDescription: string];

// Keyed by BlockType, so a new block type does not compile until it is named here.
const BLOCK_TYPE_WORDS: Record<BlockType, BlockTypeRow> = {
  applicationsSelection: [
    '应用精选',
    '应用图块网格，每行 6 个，每块含 Logo、名称和一行简介，点击打开对应应用。',
    'Application picks',
    'A grid of application tiles, 6 per row, each with a logo, name and one-line description, opening its application.',
  ],
  applicationsSelection1: [
    '应用精选（大卡片）',
    '应用大卡片，每行 4 张 285x120 的图片，名称写在图片下沿，点击打开对应应用。',
    'Application picks, large cards',
    'Large application cards, 4 per row, each a 285x120 picture with the name over its lower edge, opening its application.',
  ],
  background: [
    '页面背景',
    '自定义首页的背景色，可叠加一张背景图，固定在页面内容之后。',
    'Page background',
    'The background colour of a custom home page, optionally under a picture, fixed behind the page content.',
  ],
  bannerAdvert: [
    '横幅广告',
    '通栏横幅广告（色带上的 1200x100 图片），员工可以关闭。',
    'Banner advert',
    'A full-width advertising banner (a 1200x100 picture on a coloured band) that the employee can close.',
  ],
  brandShow: [
    '品牌墙',
    '品牌 Logo 网格，每行 6 个，最多 18 个，点击进入品牌商品。',
    'Brand wall',
    'A grid of brand logos, 6 per line and at most 18, each opening its link.',
  ],
  carousel: [
    '轮播图',
    '830x453 的图片轮播，每 5 秒切换一张。',
    'Carousel',
    'A picture carousel (830x453) that advances every 5 seconds.',
  ],
  carousel1: [
    '轮播图（带推广图）',
    '首页首屏：830x453 的轮播图，旁边上下两张 350x216 的推广图。',
    'Carousel with promotions',
    "The home page's top row: an 830x453 carousel with two 350x216 promotion pictures beside it.",
  ],
  carousel2: [
    '轮播图（带会员信息）',
    '990x453 的轮播图，旁边是会员信息栏：问候语、积分余额、积分账户和订单入口。',
    'Carousel with member panel',
    "A 990x453 carousel with the member's panel beside it: greeting, points balance, and links to the points account and orders.",
  ],
  carousel3: [
    '轮播图（带缩略图）',
    '通栏 1200x453 的轮播图，下方一排缩略图，每张轮播图一个。',
    'Carousel with thumbnails',
    'A full-width 1200x453 carousel with a strip of thumbnails under it, one per slide.',
  ],
  carousel4: [
    '轮播图（带文字标签）',
    '830x453 的轮播图，下方一排文字标签，点击或悬停切换。',
    'Carousel with text tabs',
    'An 830x453 carousel with a strip of text tabs under it naming each slide.',
  ],
  carousel5: [
    '轮播图（带分类列表）',
    '首页首屏：左侧最多 12 个分类，右侧 830x453 的轮播图。',
    'Carousel with categories',
    "The home page's top row: a list of up to 12 categories on the left and an 830x453 carousel beside it.",
  ],
  classifyShow: [
    '分类展示',
    '好生活商城的分类展示：一排分类标签，当前标签下显示最多 12 个子分类。',
    'Category showcase',
    "The good-life mall's category showcase: a row of category tabs, the active one showing up to 12 sub-categories.",
  ],
  customCateNav: [
    '分类导航',
    '自定义页的分类导航条，导航项悬停时展开子分类面板。',
    'Category navigation',
    "A custom page's category navigation bar; an item with children opens a panel of them on hover.",
  ],
  customCateNavTwo: [
    '二级分类导航',
    '自定义页的两级导航：一行一级标签，下面一行显示所选标签的二级链接。',
    'Two-level category navigation',
    "A custom page's two-level navigation: a row of first-level tabs and, under it, the links of the selected tab.",
  ],
  customFooter: [
    '自定义页脚',
    '自定义页的页脚：最多 5 栏链接、联系信息和版权信息。',
    'Custom footer',
    "A custom page's footer: up to 5 columns of links, a contact line and a copyright line.",
  ],
  customFooter1: [
    '简洁页脚',
    '自定义页的简洁页脚：Logo、一行链接和版权信息，居中显示。',
    'Compact footer',
    "A custom page's compact footer, centred: a logo, one row of links and a copyright line.",
  ],
  discountAdvert: [
    '优惠广告',
    '一行 2 到 4 张等大的广告图，角上可带优惠文案。',
    'Discount adverts',
    'A row of 2 to 4 equal advert pictures, each with an optional discount caption on its corner.',
  ],
  flashBuy: [
    '限时抢购',
    '某个福利计划或营销活动的限时抢购：结束倒计时、商品及已售数量，仅登录会员可见。',
    'Flash sale',
    'A flash sale of one plan or market: a countdown to its end and its goods with sold counts, shown to logged-in members only.',
  ],
  floatingLayer: [
    '浮动图片',
    '浮在窗口左侧或右侧的图片，点击打开链接，可关闭。',
    'Floating picture',
    'A picture floating at the left or right side of the window, opening its link, with a close button.',
  ],
  floatingLayer1: [
    '浮动菜单',
    '浮在窗口右侧的竖向菜单，最多 6 个图标入口，可关闭。',
    'Floating menu',
    'A vertical menu of up to 6 icon entries floating at the right edge of the window, with a close button.',
  ],
  freeGoodsShow: [
    '自选商品',
    '运营自选商品的展示区：标题栏和最多 8 件商品，每行 4 件。',
    'Goods showcase',
    'A goods showcase the operator fills freely: a title row and at most 8 goods, 4 per row.',
  ],
  freeGoodsShow1: [
    '商品展示（带主图）',
    '左侧一张 285x600 的主图，右侧 3x2 共 6 件商品。',
    'Goods showcase with feature picture',
    'A goods showcase with a 285x600 feature picture on the left and up to 6 goods in a 3x2 grid.',
  ],
  freeGoodsShow2: [
    '商品楼层',
    '带彩色标题栏的商品楼层，最多 10 件商品，每行 5 件。',
    'Goods floor',
    'A goods floor: a coloured title band and at most 10 goods, 5 per row.',
  ],
  goodLifeBrandShow: [
    '品牌展示（好生活）',
    '好生活商城的品牌展示：一个主推品牌，旁边最多 8 个品牌 Logo。',
    'Brand show (good life)',
    "The good-life mall's brand show: one featured brand and up to 8 brand logos beside it.",
  ],
  goodLifeCarousel: [
    '轮播图（好生活）',
    '好生活商城首页的 1200x453 轮播图，通栏背景色随每张图变化。',
    'Carousel (good life)',
    "The good-life mall's home carousel: a 1200x453 picture on a full-width band that takes each slide's colour.",
  ],
  goodLifeGoodsShow: [
    '商品展示（好生活）',
    '好生活商城的分标签商品展示，每个标签最多 8 件商品。',
    'Goods showcase (good life)',
    "The good-life mall's goods showcase in tabs, each showing at most 8 goods.",
  ],
  goodLifePointSearch: [
    '积分选购（好生活）',
    '好生活商城的积分选购：会员积分余额和一组积分区间卡片，点击按积分筛选商品。',
    'Shop by points (good life)',
    "The good-life mall's points search: the member's balance and point-range cards that open the goods list filtered by points.",
  ],
  goodsList: [
    '商品列表',
    '最多 8 件商品的展示区：运营挑选的商品，或某个福利计划、营销活动的商品。',
    'Goods list',
    'A showcase of at most 8 goods: those listed here, or else the goods of a plan or market.',
  ],
  goodsList1: [
    '商品列表（横排卡片）',
    '专题页的商品列表，最多 8 行横排卡片，带“立即购买”按钮。',
    'Goods list, horizontal cards',
    "A special page's goods list: at most 8 horizontal cards, each with a 'Buy now' button.",
  ],
  hotAdvert: [
    '热门广告',
    '一行热门广告：左侧一张大图，右侧最多 4 张小图。',
    'Hot adverts',
    'Hot adverts in one row: a large picture on the left and up to four small ones on the right.',
  ],
  hotColumn: [
    '热销榜单',
    '最多 3 个并排的排行榜，每栏显示前 5 名商品。',
    'Hot columns',
    'Up to 3 ranking columns side by side, each showing its top 5 goods.',
  ],
  hotShow: [
    '热销排行',
    '一行热销商品，每屏 5 件，带 TOP 排名角标，可左右翻页。',
    'Hot list',
    'A row of hot goods, 5 per view, with TOP rank badges and previous/next buttons.',
  ],
  hotZonesShow: [
    '热区图',
    '一张带可点击区域（热区）的图片。',
    'Hot zones',
    'A picture with clickable areas (hot zones).',
  ],
  iconZone: [
    '图标专区',
    '按标签分组的图标入口，每组最多两行 12 个。',
    'Icon zone',
    'Icon entries grouped in tabs, up to 12 in two lines per tab.',
  ],
  iconZone1: [
    '图标专区（大图标）',
    '无标签的大圆形图标入口，每行最多 10 个，超过两行可展开更多。',
    'Icon zone, large icons',
    "Large round icon entries without tabs, up to 10 per row, with a 'more' toggle after two rows.",
  ],
  notEnough: [
    '积分不足提示',
    '积分低于门槛的会员看到的提示条，显示余额、提示语和购物按钮。',
    'Points not enough',
    'A band for members whose points are below a threshold, showing the balance, a message and a shopping button.',
  ],
  noticeShow: [
    '滚动公告',
    '单行滚动公告，每 4 秒切换一条。',
    'Notice marquee',
    'A one-line notice marquee that moves on every 4 seconds.',
  ],
  noticeShow1: [
    '公告栏',
    '首页公告栏，最多 3 条公告，带“更多”链接。',
    'Announcements panel',
    "The home announcements panel: at most 3 notices and a 'More' link.",
  ],
  pointSearch: [
    '积分选购',
    '积分选购条：标题、最多 8 个积分区间和会员的积分余额。',
    'Shop by points',
    "The points search bar: a title, up to 8 point ranges and the member's points balance.",
  ],
  specialAdvert: [
    '专题广告',
    '专题页的广告图，每行 1 到 3 张等大图片。',
    'Special page adverts',
    'Advert pictures of a special page, 1 to 3 equal pictures per row.',
  ],
  specialDiscount: [
    '特价折扣',
    '一行最多 5 件特价商品，带折扣角标；计划或活动商品显示结束倒计时。',
    'Special discounts',
    'Up to 5 discounted goods in one row with discount tags; plan or market goods show a countdown to the end.',
  ],
  specialHotZonesShow: [
    '专题热区图',
    '专题页的热区图：缩放到 1200 px 宽的图片，带可点击区域。',
    'Special page hot zones',
    "A special page's picture scaled to the 1200 px column, with clickable areas.",
  ],
  specialImg: [
    '专区背景',
    '专区页的背景：一张背景图或一段渐变色，固定在页面内容之后。',
    'Special zone background',
    'The background of a special zone page: a picture or a vertical gradient, fixed behind the page content.',
  ],
  specialOfferAdvert: [
    '特惠广告',
    '特惠页顶部的 1200x400 广告图，可带标题、副标题和按钮。',
    'Special offer advert',
    'The advert at the top of the special-offer page: a 1200x400 picture with an optional headline, subtitle and button.',
  ],
  specialOfferApplicationsSelection: [
    '特惠应用精选',
    '特惠页的应用精选：每行 4 张卡片，带价格或折扣文字。',
    'Special offer picks',
    "The special-offer page's application picks: cards 4 per row, each with a price or discount line.",
  ],
  specialTop: [
    '专区头图',
    '专区页顶部的通栏头图，宽 1920，默认高 500。',
    'Special zone top image',
    'The top image of a special zone page, 1920 wide and 500 high by default.',
  ],
  themeSelection: [
    '主题精选',
    '主题卡片网格，每行 4 张，显示“进行中”或“已结束”。',
    'Theme picks',
    "A grid of theme cards, 4 per row, each marked 'in progress' or 'ended'.",
  ],
  videoBanner: [
    '视频横幅',
    '通栏视频（1200x450）：播放前显示封面图，带播放控件和中英文字幕；可在屏幕内自动静音循环播放，下方可加“了解更多”链接。',
    'Video banner',
    "A full-width video (1200x450): its poster until played, with the player's controls and captions in Chinese and English; it can play by itself, muted and looped, while on screen, with a 'Learn more' link under it.",
  ],
};

function catalogueOf(rows: Record<string, BlockTypeRow>): MessageCatalogue {
  const catalogue: MessageCatalogue = { 'zh-CN': {}, 'en-US': {} };
  for (const [type, [zhName, zhDescription, enName, enDescription]] of Object.entries(rows)) {
    catalogue['zh-CN'][`${type}.name`] = zhName;
    catalogue['zh-CN'][`${type}.description`] = zhDescription;
    catalogue['en-US'][`${type}.name`] = enName;
    catalogue['en-US'][`${type}.description`] = enDescription;
  }
  return catalogue;
}

/**
 * Every block type's short name (`<type>.name`, e.g. `carousel.name`: 轮播图 / Carousel) and
 * one-sentence description (`<type>.description`), in zh-CN and en-US.
 */
export const blockTypeMessages: MessageCatalogue = catalogueOf(BLOCK_TYPE_WORDS);
