import type { MessageCatalogue } from '@mall/runtime';

// The labels and help of the block forms' fields, keyed by schema path (see form-ui-schema.ts for the
// scheme): `<path>.title` is the label, `<path>.description` the help. A row holds both languages
// side by side, so a change to one is seen next to the other. The English help mostly repeats the
// schema's description, which is written for operators already; the Chinese is the operators' own.

/** The label and help of one path: zh-CN label, zh-CN help, en-US label, en-US help. */
type FieldLabelRow = readonly [
  zhTitle: string,
  zhDescription: string,
  enTitle: string,
  enDescription: string,
];

const FIELD_LABELS: Record<string, FieldLabelRow> = {
  // Shared fragments (common.schema.json)
  'common.head': ['标题栏', '区块上方的标题行。', 'Title row', 'The title row above a block.'],
  'common.head.title': ['标题', '标题栏的主标题。', 'Title', 'Main title.'],
  'common.head.secondTitle': [
    '副标题',
    '标题旁较小的说明文字。',
    'Subtitle',
    'Smaller text beside the title.',
  ],
  'common.head.bgColor': ['背景色', '标题栏的背景色。', 'Background colour', 'Background of the title row.'],
  'common.link': [
    '链接',
    '点击后去往的地址：站内路径（如 /goodsList?categoryId=1,2,3）、https 外部链接、特殊代码（CDF、MT、MTDD、WPH、JL、DFFL*、KuDui_*、YYB、TJPT、FAMILYINFO）或平台切换（PC-HSH、PC-DZPT）。留空则不可点击；不接受 javascript:、data:、vbscript: 开头的地址。',
    'Link',
    'Where a click goes: an internal path (/goodsList?categoryId=1,2,3), an external https URL, a special code (CDF, MT, MTDD, WPH, JL, DFFL*, KuDui_*, YYB, TJPT, FAMILYINFO) or a platform switch (PC-HSH, PC-DZPT). Empty means not clickable. javascript:, data: and vbscript: are refused.',
  ],
  'common.planId': [
    '福利计划ID',
    '福利计划的编号（面向部分员工提供的一组商品）。',
    'Plan ID',
    'Identifier of a welfare plan (a set of goods offered to some employees).',
  ],
  'common.marketId': [
    '营销活动ID',
    '营销活动的编号（如限时抢购）。',
    'Market ID',
    'Identifier of a market (a marketing activity such as a flash sale).',
  ],
  'common.goods': [
    '商品',
    '展示区或限时抢购中的一件商品。价格默认以积分计（整数），另有单位时看“价格单位”。',
    'Goods',
    'One goods item as a showcase or flash sale shows it. Prices are in points (integers) unless priceUnit says otherwise.',
  ],
  'common.goods.skuId': [
    'SKU 编号',
    '商品规格编号，用于商品详情链接。',
    'SKU ID',
    'SKU id, used in the goods detail link.',
  ],
  'common.goods.goodsId': ['商品ID', '商品（SPU）编号。', 'Goods ID', 'Goods (SPU) id.'],
  'common.goods.productName': [
    '商品名称',
    '显示在图片下方的名称。',
    'Goods name',
    'Name shown under the picture.',
  ],
  'common.goods.productImages': [
    '商品图片',
    '商品图片，展示第一张。',
    'Pictures',
    'Pictures; the first one is shown.',
  ],
  'common.imageUrl': [
    '图片',
    '图片地址：本站路径（如 /img/a.png）或 https 链接。',
    'Picture',
    'Address of an image: a path on this site (/img/a.png) or an https URL.',
  ],
  'common.goods.specProductPrice': ['售价', '员工实际支付的价格。', 'Price', 'Price the employee pays.'],
  'common.goods.specMarketPrice': [
    '市场价',
    '市场价（划线价），显示为删除线。',
    'Market price',
    'Market (list) price, shown struck through.',
  ],
  'common.goods.priceUnit': [
    '价格单位',
    '价格后面的单位，不填时用福利积分的叫法。',
    'Price unit',
    'Unit after the price. Defaults to the welfare points wording.',
  ],
  'common.goods.planName': [
    '所属计划',
    '商品所属福利计划的名称。',
    'Plan name',
    'Name of the plan the goods belong to.',
  ],
  'common.goods.soldCount': [
    '已售数量',
    '已售出的件数（限时抢购会显示）。',
    'Sold',
    'How many were sold (flash sales show it).',
  ],
  'common.goods.stock': ['库存', '剩余件数。', 'Stock', 'Units left.'],

  // applicationsSelection
  'applicationsSelection.list': [
    '应用列表',
    '应用图块，按顺序排列，每行 6 个。列表为空时不显示。',
    'Applications',
    'Application tiles, in order, 6 per row. Empty renders nothing.',
  ],
  'applicationsSelection.list[]': ['应用', '一个应用图块。', 'Application', 'One application tile.'],
  'applicationsSelection.list[].name': [
    '名称',
    'Logo 下方的应用名称（也是 Logo 的替代文字）。',
    'Name',
    "Application name under the logo (also the logo's alternative text).",
  ],
  'applicationsSelection.list[].img': [
    '应用 Logo',
    '应用 Logo，显示为 64x64。',
    'Logo',
    'Application logo, shown at 64x64.',
  ],
  'applicationsSelection.list[].desc': [
    '简介',
    '名称下方的一行文字，过长以省略号截断。',
    'Description',
    'One line under the name; longer text is cut with an ellipsis.',
  ],
  'applicationsSelection.list[].url': [
    '链接',
    '点击图块去往的地址：站内路径、https 链接或合作方代码（MT、CDF、TJPT、YYB、FAMILYINFO…）。',
    'Link',
    'Where the tile goes: an internal path, an https URL or a code (MT, CDF, TJPT, YYB, FAMILYINFO...).',
  ],

  // applicationsSelection1
  'applicationsSelection1.list': [
    '应用列表',
    '应用卡片，按顺序排列，每行 4 个。列表为空时不显示。',
    'Applications',
    'Application cards, in order, 4 per row. Empty renders nothing.',
  ],
  'applicationsSelection1.list[]': ['应用', '一张应用卡片。', 'Application', 'One application card.'],
  'applicationsSelection1.list[].name': [
    '名称',
    '写在图片下沿的应用名称（也是图片的替代文字）。',
    'Name',
    'Application name written over the picture (also its alternative text).',
  ],
  'applicationsSelection1.list[].img': [
    '图片',
    '卡片图片，显示为 285x120。',
    'Picture',
    'Card picture, shown at 285x120.',
  ],
  'applicationsSelection1.list[].url': [
    '链接',
    '点击卡片去往的地址：站内路径、https 链接或合作方代码（MT、CDF、TJPT、YYB、FAMILYINFO…）。',
    'Link',
    'Where the card goes: an internal path, an https URL or a code (MT, CDF, TJPT, YYB, FAMILYINFO...).',
  ],

  // background
  'background.bgColor': [
    '背景色',
    '页面背景色，留空则无。',
    'Background colour',
    'Page background colour. Empty means none.',
  ],
  'background.img': [
    '背景图',
    '盖在背景色上的图片（宽 1920），留空则无。',
    'Background picture',
    'Background picture over the colour (1920 wide). Empty means none.',
  ],
  'background.repeatY': [
    '纵向平铺',
    '图片沿窗口向下重复平铺（无缝图案），而不是只在顶部显示一次。默认关闭。',
    'Repeat downwards',
    'Repeat the picture down the window (a seamless pattern) instead of showing it once at the top. Defaults to false.',
  ],

  // bannerAdvert
  'bannerAdvert.img': ['图片', '横幅图片，1200x100。', 'Picture', 'Banner picture, 1200x100.'],
  'bannerAdvert.bgColor': [
    '背景色',
    '图片两侧色带的颜色。',
    'Background colour',
    'Colour of the band around the picture.',
  ],
  'bannerAdvert.title': [
    '图片描述',
    '图片的替代文字，不填时用区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to the block name.',
  ],
  'bannerAdvert.closable': [
    '可关闭',
    '显示关闭按钮。默认开启。',
    'Closable',
    'Show a close button. Defaults to true.',
  ],

  // brandShow
  'brandShow.list': [
    '品牌列表',
    '按顺序排列的品牌，每行 6 个，最多显示前 18 个。列表为空时不显示。',
    'Brands',
    'Brands in order, 6 per line; only the first 18 are shown. An empty list renders nothing.',
  ],
  'brandShow.list[]': ['品牌', '一个品牌。', 'Brand', 'One brand.'],
  'brandShow.list[].name': [
    '品牌名称',
    '品牌名称，作为 Logo 的替代文字。',
    'Brand name',
    "Brand name, the logo's alternative text.",
  ],
  'brandShow.list[].img': ['品牌 Logo', '品牌 Logo，160x80。', 'Logo', 'Brand logo, 160x80.'],
  'brandShow.list[].url': [
    '链接',
    '点击 Logo 去往的地址，通常为 /goodsList?brandId=<id>。默认不可点击。',
    'Link',
    'Where the logo leads, usually /goodsList?brandId=<id>. Defaults to no link.',
  ],
  'brandShow.moreUrl': [
    '“更多”链接',
    '标题栏中“更多”去往的地址。默认不显示“更多”。',
    "'More' link",
    "Where 'More' in the title row goes. Defaults to no 'More'.",
  ],

  // carousel
  'carousel.list': [
    '轮播图',
    '按顺序排列的轮播图。列表为空时不显示。',
    'Slides',
    'Slides in order. An empty list renders nothing.',
  ],
  'carousel.list[]': ['轮播图', '一张轮播图。', 'Slide', 'One slide.'],
  'carousel.list[].img': ['图片', '轮播图片，830x453。', 'Picture', 'Slide picture, 830x453.'],
  'carousel.list[].url': ['链接', '点击这张轮播图去往的地址。', 'Link', 'Where a click on the slide goes.'],
  'carousel.list[].title': [
    '图片描述',
    '图片的替代文字，不填时用区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to the block name.',
  ],
  'carousel.list[].cateModelId': [
    '分类模型ID',
    '这张轮播图链接的分类模型。',
    'Category model ID',
    'Category model the slide links to.',
  ],
  'carousel.list[].cateModelName': [
    '分类模型名称',
    '该分类模型的名称。',
    'Category model name',
    'Name of that category model.',
  ],
  'carousel.autoplay': [
    '自动轮播',
    '每 5000 毫秒自动切换。默认开启。',
    'Autoplay',
    'Advance by itself every 5000 ms. Defaults to true.',
  ],

  // carousel1
  'carousel1.list': [
    '轮播图',
    '按顺序排列的轮播图，最多 20 张。列表为空时不显示。',
    'Slides',
    'Carousel slides in order, up to 20. An empty list renders nothing.',
  ],
  'carousel1.list[]': ['轮播图', '一张轮播图。', 'Slide', 'One slide.'],
  'carousel1.list[].img': ['图片', '轮播图片，830x453。', 'Picture', 'Slide picture, 830x453.'],
  'carousel1.list[].url': [
    '链接',
    '点击这张轮播图去往的地址，留空则不可点击。',
    'Link',
    'Where a click on the slide goes. Empty means not clickable.',
  ],
  'carousel1.list[].title': [
    '图片描述',
    '图片的替代文字，不填时依次用分类模型名称、区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to cateModelName, then the block name.',
  ],
  'carousel1.list[].cateModelId': [
    '分类模型ID',
    '这张轮播图链接的分类模型。',
    'Category model ID',
    'Category model the slide links to.',
  ],
  'carousel1.list[].cateModelName': [
    '分类模型名称',
    '该分类模型的名称。',
    'Category model name',
    'Name of that category model.',
  ],
  'carousel1.promoList': [
    '推广图',
    '轮播图旁上下排列的推广图，最多 2 张，每张 350x216。不设置时轮播图单独居中显示。',
    'Promotion pictures',
    'Up to two promotion pictures stacked beside the carousel, 350x216 each. Without any, the carousel stands alone, centred.',
  ],
  'carousel1.promoList[]': ['推广图', '一张推广图。', 'Promotion picture', 'One promotion picture.'],
  'carousel1.promoList[].img': ['图片', '推广图片，350x216。', 'Picture', 'Promotion picture, 350x216.'],
  'carousel1.promoList[].url': [
    '链接',
    '点击图片去往的地址，留空则不可点击。',
    'Link',
    'Where a click on the picture goes. Empty means not clickable.',
  ],
  'carousel1.promoList[].title': [
    '图片描述',
    '图片的替代文字，不填时用区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to the block name.',
  ],
  'carousel1.autoplay': [
    '自动轮播',
    '每 5000 毫秒自动切换，最后一张后回到第一张。默认开启。',
    'Autoplay',
    'Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to true.',
  ],

  // carousel2
  'carousel2.list': [
    '轮播图',
    '按顺序排列的轮播图，最多 20 张。列表为空时不显示。',
    'Slides',
    'Carousel slides in order, up to 20. An empty list renders nothing.',
  ],
  'carousel2.list[]': ['轮播图', '一张轮播图。', 'Slide', 'One slide.'],
  'carousel2.list[].img': ['图片', '轮播图片，990x453。', 'Picture', 'Slide picture, 990x453.'],
  'carousel2.list[].url': [
    '链接',
    '点击这张轮播图去往的地址，留空则不可点击。',
    'Link',
    'Where a click on the slide goes. Empty means not clickable.',
  ],
  'carousel2.list[].title': [
    '图片描述',
    '图片的替代文字，不填时依次用分类模型名称、区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to cateModelName, then the block name.',
  ],
  'carousel2.list[].cateModelId': [
    '分类模型ID',
    '这张轮播图链接的分类模型。',
    'Category model ID',
    'Category model the slide links to.',
  ],
  'carousel2.list[].cateModelName': [
    '分类模型名称',
    '该分类模型的名称。',
    'Category model name',
    'Name of that category model.',
  ],
  'carousel2.autoplay': [
    '自动轮播',
    '每 5000 毫秒自动切换，最后一张后回到第一张。默认开启。',
    'Autoplay',
    'Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to true.',
  ],

  // carousel3
  'carousel3.list': [
    '轮播图',
    '按顺序排列的轮播图，最多 8 张（每张一个缩略图）。列表为空时不显示。',
    'Slides',
    'Carousel slides in order, up to 8 (one thumbnail each). An empty list renders nothing.',
  ],
  'carousel3.list[]': ['轮播图', '一张轮播图。', 'Slide', 'One slide.'],
  'carousel3.list[].img': ['图片', '轮播图片，1200x453。', 'Picture', 'Slide picture, 1200x453.'],
  'carousel3.list[].url': [
    '链接',
    '点击这张轮播图去往的地址，留空则不可点击。',
    'Link',
    'Where a click on the slide goes. Empty means not clickable.',
  ],
  'carousel3.list[].title': [
    '图片描述',
    '图片的替代文字，不填时依次用分类模型名称、区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to cateModelName, then the block name.',
  ],
  'carousel3.list[].cateModelId': [
    '分类模型ID',
    '这张轮播图链接的分类模型。',
    'Category model ID',
    'Category model the slide links to.',
  ],
  'carousel3.list[].cateModelName': [
    '分类模型名称',
    '该分类模型的名称。',
    'Category model name',
    'Name of that category model.',
  ],
  'carousel3.autoplay': [
    '自动轮播',
    '每 5000 毫秒自动切换，最后一张后回到第一张。默认开启。',
    'Autoplay',
    'Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to true.',
  ],

  // carousel4
  'carousel4.list': [
    '轮播图',
    '按顺序排列的轮播图，最多 8 张（每张一个标签）。列表为空时不显示。',
    'Slides',
    'Carousel slides in order, up to 8 (one tab each). An empty list renders nothing.',
  ],
  'carousel4.list[]': ['轮播图', '一张轮播图。', 'Slide', 'One slide.'],
  'carousel4.list[].img': ['图片', '轮播图片，830x453。', 'Picture', 'Slide picture, 830x453.'],
  'carousel4.list[].url': [
    '链接',
    '点击这张轮播图去往的地址，留空则不可点击。',
    'Link',
    'Where a click on the slide goes. Empty means not clickable.',
  ],
  'carousel4.list[].title': [
    '图片描述',
    '图片的替代文字，不填时依次用分类模型名称、区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to cateModelName, then the block name.',
  ],
  'carousel4.list[].cateModelId': [
    '分类模型ID',
    '这张轮播图链接的分类模型。',
    'Category model ID',
    'Category model the slide links to.',
  ],
  'carousel4.list[].cateModelName': [
    '分类模型名称',
    '该分类模型的名称，也是轮播图下方标签的文字。不填时依次用图片描述、“第 n 张”。',
    'Category model name',
    "Name of that category model; the text of the slide's tab. Defaults to title, then 'slide n'.",
  ],
  'carousel4.autoplay': [
    '自动轮播',
    '每 5000 毫秒自动切换，最后一张后回到第一张。默认开启。',
    'Autoplay',
    'Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to true.',
  ],

  // carousel5
  'carousel5.list': [
    '轮播图',
    '按顺序排列的轮播图，最多 20 张。列表为空时不显示。',
    'Slides',
    'Carousel slides in order, up to 20. An empty list renders nothing.',
  ],
  'carousel5.list[]': ['轮播图', '一张轮播图。', 'Slide', 'One slide.'],
  'carousel5.list[].img': ['图片', '轮播图片，830x453。', 'Picture', 'Slide picture, 830x453.'],
  'carousel5.list[].url': [
    '链接',
    '点击这张轮播图去往的地址，留空则不可点击。',
    'Link',
    'Where a click on the slide goes. Empty means not clickable.',
  ],
  'carousel5.list[].title': [
    '图片描述',
    '图片的替代文字，不填时依次用分类模型名称、区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to cateModelName, then the block name.',
  ],
  'carousel5.list[].cateModelId': [
    '分类模型ID',
    '这张轮播图链接的分类模型。',
    'Category model ID',
    'Category model the slide links to.',
  ],
  'carousel5.list[].cateModelName': [
    '分类模型名称',
    '该分类模型的名称。',
    'Category model name',
    'Name of that category model.',
  ],
  'carousel5.navList': [
    '分类列表',
    '轮播图左侧按顺序列出的分类，最多 12 个。不设置时轮播图单独居中显示。',
    'Categories',
    'Categories listed beside the carousel, in order, up to 12. Without any, the carousel stands alone, centred.',
  ],
  'carousel5.navList[]': ['分类', '一个分类。', 'Category', 'One category.'],
  'carousel5.navList[].name': [
    '分类名称',
    '列表中显示的分类名称。',
    'Category name',
    'Category name shown in the list.',
  ],
  'carousel5.navList[].url': [
    '链接',
    '点击分类去往的地址，通常为 /goodsList?categoryId=...，留空则不可点击。',
    'Link',
    'Where the category leads, usually /goodsList?categoryId=.... Empty means not clickable.',
  ],
  'carousel5.autoplay': [
    '自动轮播',
    '每 5000 毫秒自动切换，最后一张后回到第一张。默认开启。',
    'Autoplay',
    'Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to true.',
  ],

  // classifyShow
  'classifyShow.navList': [
    '分类标签',
    '按顺序排列的分类标签，默认选中第一个；没有子分类的标签不显示。',
    'Category tabs',
    'Category tabs, in order. The first one is active at first; tabs without sub-categories are left out.',
  ],
  'classifyShow.navList[]': [
    '分类标签',
    '一个分类标签及其面板。',
    'Category tab',
    'One category tab and its panel.',
  ],
  'classifyShow.navList[].name': [
    '分类名称',
    '标签上的分类名称。',
    'Category name',
    'Category name on the tab.',
  ],
  'classifyShow.navList[].img': [
    '图标',
    '名称前的图标，显示为 24x24。默认无。',
    'Icon',
    'Icon before the name, shown at 24x24. Defaults to none.',
  ],
  'classifyShow.navList[].url': [
    '“查看全部”链接',
    '整个分类的地址，如 /goodsList?categoryId=1,2,3，即面板中“查看全部”的链接。默认无此链接。',
    "'View all' link",
    "The whole category, e.g. /goodsList?categoryId=1,2,3; the panel's 'view all' link. Defaults to none (no such link).",
  ],
  'classifyShow.navList[].list': [
    '子分类',
    '标签面板中显示的子分类，每行 6 个。',
    'Sub-categories',
    "Sub-categories shown in the tab's panel, 6 per row.",
  ],
  'classifyShow.navList[].list[]': ['子分类', '一个子分类。', 'Sub-category', 'One sub-category.'],
  'classifyShow.navList[].list[].name': [
    '名称',
    '图片下方的子分类名称（也是图片的替代文字）。',
    'Name',
    'Sub-category name under the picture (also its alternative text).',
  ],
  'classifyShow.navList[].list[].img': [
    '图片',
    '子分类图片，显示为 100x100。',
    'Picture',
    'Sub-category picture, shown at 100x100.',
  ],
  'classifyShow.navList[].list[].url': [
    '链接',
    '子分类的商品地址，如 /goodsList?categoryId=101。',
    'Link',
    "The sub-category's goods, e.g. /goodsList?categoryId=101.",
  ],

  // customCateNav
  'customCateNav.navList': [
    '导航项',
    '从左到右的导航项，最多显示前 12 个（占满 1200 px 导航条）。列表为空时不显示。',
    'Nav items',
    'Nav items, left to right; only the first 12 are shown (they fill the 1200 px bar). An empty list renders nothing.',
  ],
  'customCateNav.navList[]': ['导航项', '一个导航项。', 'Nav item', 'One nav item.'],
  'customCateNav.navList[].name': ['名称', '导航条上的文字。', 'Name', 'Label in the bar.'],
  'customCateNav.navList[].url': [
    '链接',
    '点击导航项去往的地址。不填时，有子分类的导航项只展开面板。',
    'Link',
    'Where the item goes. Without it, an item with children only opens its panel.',
  ],
  'customCateNav.navList[].children': [
    '子分类',
    '悬停时面板中列出的子分类。默认无（不展开面板）。',
    'Child categories',
    "Child categories listed in the item's hover panel. Defaults to none (no panel).",
  ],
  'customCateNav.navList[].children[]': ['子分类', '一个子分类。', 'Child category', 'One child category.'],
  'customCateNav.navList[].children[].name': ['名称', '面板中的文字。', 'Name', 'Label in the panel.'],
  'customCateNav.bgColor': [
    '背景色',
    '导航条的颜色，默认为品牌红 #e4393c。',
    'Background colour',
    'Colour of the bar. Defaults to the brand red #e4393c.',
  ],
  'customCateNav.textColor': [
    '文字颜色',
    '导航条上文字的颜色，默认白色。',
    'Text colour',
    'Colour of the item labels in the bar. Defaults to white.',
  ],

  // customCateNavTwo
  'customCateNavTwo.navList': [
    '一级导航',
    '一级导航项（标签），从左到右，最多显示前 10 个。列表为空时不显示。',
    'Tabs',
    'First-level items (tabs), left to right; only the first 10 are shown. An empty list renders nothing.',
  ],
  'customCateNavTwo.navList[]': ['一级导航项', '一个一级导航项。', 'Tab', 'One first-level item.'],
  'customCateNavTwo.navList[].name': ['名称', '标签上的文字。', 'Name', 'Tab label.'],
  'customCateNavTwo.navList[].url': [
    '“全部”链接',
    '填写后，第二行开头显示一个去往此处的“全部”链接。',
    "'All' link",
    "When set, the second row starts with an 'All' link going here.",
  ],
  'customCateNavTwo.navList[].children': [
    '二级链接',
    '选中该标签时在第二行显示的链接，最多显示前 12 个。默认无。',
    'Second-level links',
    'Second-level links shown in the second row while the tab is selected; only the first 12 are shown. Defaults to none.',
  ],
  'customCateNavTwo.navList[].children[]': [
    '二级链接',
    '一个二级链接。',
    'Second-level link',
    'One second-level link.',
  ],
  'customCateNavTwo.navList[].children[].name': ['名称', '链接文字。', 'Name', 'Link label.'],
  'customCateNavTwo.bgColor': [
    '背景色',
    '标签行的颜色，默认为品牌红 #e4393c。',
    'Background colour',
    'Colour of the tab row. Defaults to the brand red #e4393c.',
  ],
  'customCateNavTwo.subBgColor': [
    '第二行背景色',
    '第二行的颜色，默认白色。',
    'Second row colour',
    'Colour of the second row. Defaults to white.',
  ],

  // customFooter
  'customFooter.columns': [
    '链接栏',
    '从左到右的链接栏，最多显示前 5 栏。默认无。',
    'Link columns',
    'Link columns, left to right; only the first 5 are shown. Defaults to none.',
  ],
  'customFooter.columns[]': ['链接栏', '一栏链接。', 'Link column', 'One column of links.'],
  'customFooter.columns[].title': ['栏目标题', '栏目标题。', 'Heading', 'Column heading.'],
  'customFooter.columns[].links': [
    '链接',
    '标题下的链接，最多显示前 6 个。',
    'Links',
    'Links under the heading; only the first 6 are shown.',
  ],
  'customFooter.columns[].links[]': ['链接', '一个链接。', 'Link', 'One link.'],
  'customFooter.columns[].links[].name': ['链接文字', '链接文字。', 'Link text', 'Link text.'],
  'customFooter.hotline': [
    '客服热线',
    '联系信息行中显示的客服热线号码。默认无。',
    'Hotline',
    'Customer hotline number shown in the contact line. Defaults to none.',
  ],
  'customFooter.serviceHours': [
    '服务时间',
    '联系信息行中显示的服务时间，如“周一至周五 9:00-17:00”。默认无。',
    'Service hours',
    'Service hours shown in the contact line, e.g. Mon-Fri 9:00-17:00. Defaults to none.',
  ],
  'customFooter.mailbox': [
    '服务邮箱',
    '联系信息行中显示的服务邮箱。默认无。',
    'Service mailbox',
    'Service mailbox text shown in the contact line. Defaults to none.',
  ],
  'customFooter.copyright': [
    '版权信息',
    '底部的版权信息。默认无。',
    'Copyright',
    'Copyright line at the bottom. Defaults to none.',
  ],
  'customFooter.bgColor': [
    '背景色',
    '页脚背景色，默认浅灰 #f5f5f5。',
    'Background colour',
    'Background of the footer. Defaults to light grey #f5f5f5.',
  ],

  // customFooter1
  'customFooter1.links': [
    '链接',
    '这一行的链接，最多显示前 10 个。默认无。',
    'Links',
    'Links of the row; only the first 10 are shown. Defaults to none.',
  ],
  'customFooter1.links[]': ['链接', '一个链接。', 'Link', 'One link.'],
  'customFooter1.links[].name': ['链接文字', '链接文字。', 'Link text', 'Link text.'],
  'customFooter1.logo': [
    'Logo 图片',
    '链接上方的 Logo 图片，160x48。默认无。',
    'Logo',
    'Logo picture, 160x48, above the links. Defaults to none.',
  ],
  'customFooter1.logoAlt': [
    'Logo 描述',
    'Logo 的替代文字，默认为文案中的“商城 Logo”。',
    'Logo alt text',
    "Alternative text of the logo. Defaults to the catalogue's 'Mall logo'.",
  ],
  'customFooter1.logoUrl': [
    'Logo 链接',
    '点击 Logo 去往的地址，留空则不可点击。',
    'Logo link',
    'Where the logo goes; not clickable when empty.',
  ],
  'customFooter1.copyright': [
    '版权信息',
    '链接下方的版权信息。默认无。',
    'Copyright',
    'Copyright line under the links. Defaults to none.',
  ],
  'customFooter1.bgColor': [
    '背景色',
    '页脚背景色，默认浅灰 #f5f5f5。',
    'Background colour',
    'Background of the footer. Defaults to light grey #f5f5f5.',
  ],

  // discountAdvert
  'discountAdvert.list': [
    '广告图',
    '从左到右的广告图，大小统一。列表为空时不显示。',
    'Pictures',
    'Pictures from left to right, all shown at the same size. An empty list renders nothing.',
  ],
  'discountAdvert.list[]': ['广告图', '一张广告图。', 'Picture', 'One advert picture.'],
  'discountAdvert.list[].img': [
    '图片',
    '广告图片，高 200 px：两张一行时宽 588，三张时 384，四张时 282。',
    'Picture',
    'Picture, 200 px high: 588 wide in a row of two, 384 of three, 282 of four.',
  ],
  'discountAdvert.list[].url': ['链接', '点击图片去往的地址。', 'Link', 'Where a click on the picture goes.'],
  'discountAdvert.list[].title': [
    '图片描述',
    '图片的替代文字，不填时用区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to the block name.',
  ],
  'discountAdvert.list[].discount': [
    '优惠文案',
    '图片左下角的优惠文字，如“满199减50”。默认无。',
    'Discount caption',
    "Discount caption on the picture's lower left corner, e.g. 50 off 199. Defaults to none.",
  ],

  // flashBuy
  'flashBuy.endText': [
    '结束文案',
    '倒计时到零时显示的文字，默认为“活动已结束”。',
    'End text',
    "Shown when the countdown reaches zero. Defaults to 'activity ended'.",
  ],
  'flashBuy.maxGoods': [
    '展示商品数',
    '展示的商品数量，默认 4 件。',
    'Goods shown',
    'How many goods to show. Defaults to 4.',
  ],

  // floatingLayer
  'floatingLayer.img': [
    '图片',
    '浮动的图片。默认无（不显示）。',
    'Picture',
    'The floating picture. Defaults to none (nothing is shown).',
  ],
  'floatingLayer.title': [
    '图片描述',
    '图片的替代文字，不填时用区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to the block name.',
  ],
  'floatingLayer.position': [
    '停靠位置',
    '图片浮动在窗口的哪一侧，默认右侧。',
    'Side',
    'Side of the window the picture floats at. Defaults to right.',
  ],
  'floatingLayer.top': [
    '距顶部',
    '距窗口顶部的距离（px），默认 200。',
    'Top distance',
    'Distance from the top of the window, in px. Defaults to 200.',
  ],
  'floatingLayer.width': [
    '宽度',
    '图片宽度（px），默认 120。',
    'Width',
    'Width of the picture, in px. Defaults to 120.',
  ],
  'floatingLayer.height': [
    '高度',
    '图片高度（px），默认 120。',
    'Height',
    'Height of the picture, in px. Defaults to 120.',
  ],

  // floatingLayer1
  'floatingLayer1.list': [
    '菜单项',
    '从上到下的菜单项，最多显示前 6 个。',
    'Menu entries',
    'Menu entries, top to bottom; only the first 6 are shown.',
  ],
  'floatingLayer1.list[]': ['菜单项', '一个菜单项。', 'Menu entry', 'One menu entry.'],
  'floatingLayer1.list[].name': ['名称', '图标下方的文字。', 'Name', 'Label under the icon.'],
  'floatingLayer1.list[].img': ['图标', '图标图片，显示为 40x40。', 'Icon', 'Icon picture, shown at 40x40.'],
  'floatingLayer1.top': [
    '距顶部',
    '距窗口顶部的距离（px），默认垂直居中。',
    'Top distance',
    'Distance from the top of the window, in px. Defaults to centring the menu vertically.',
  ],
  'floatingLayer1.bgColor': [
    '背景色',
    '菜单背景色，默认白色。',
    'Background colour',
    'Background of the menu. Defaults to white.',
  ],

  // freeGoodsShow
  'freeGoodsShow.head': [
    '标题栏',
    '标题栏：标题、副标题和背景色。没有文字也没有“更多”时不显示。',
    'Title row',
    "Title row: title, second title and background colour. No row when it has no text and no 'More'.",
  ],
  'freeGoodsShow.planId': [
    '福利计划ID',
    '没有商品列表时展示该福利计划的商品；点击时先校验计划。',
    'Plan ID',
    'Plan whose goods are shown when there is no list; clicks check it first.',
  ],
  'freeGoodsShow.marketId': [
    '营销活动ID',
    '没有商品列表时展示该营销活动的商品；点击时先校验活动。',
    'Market ID',
    'Market whose goods are shown when there is no list; clicks check it first.',
  ],
  'freeGoodsShow.list': [
    '商品列表',
    '运营挑选的商品，最多显示前 8 件。默认为福利计划或营销活动的商品。',
    'Goods',
    "Goods picked by the operator; only the first 8 are shown. Defaults to the plan's or market's goods.",
  ],
  'freeGoodsShow.moreUrl': [
    '“更多”链接',
    '“更多”去往的地址，留空则无链接。',
    "'More' link",
    "Where 'More' goes; no link when empty.",
  ],

  // freeGoodsShow1
  'freeGoodsShow1.head': [
    '标题栏',
    '标题栏：标题、副标题和背景色。没有文字也没有“更多”时不显示。',
    'Title row',
    "Title row: title, second title and background colour. No row when it has no text and no 'More'.",
  ],
  'freeGoodsShow1.img': [
    '主图',
    '左侧的主图，285x600。',
    'Feature picture',
    'Feature picture on the left, 285x600.',
  ],
  'freeGoodsShow1.url': [
    '主图链接',
    '点击主图去往的地址，留空则不可点击。',
    'Feature picture link',
    'Where the feature picture goes; not clickable when empty.',
  ],
  'freeGoodsShow1.imgTitle': [
    '主图描述',
    '主图的替代文字，不填时依次用标题、区块名称。',
    'Feature picture alt text',
    'Alternative text of the feature picture. Defaults to the head title, then the block name.',
  ],
  'freeGoodsShow1.planId': [
    '福利计划ID',
    '没有商品列表时展示该福利计划的商品；点击时先校验计划。',
    'Plan ID',
    'Plan whose goods are shown when there is no list; clicks check it first.',
  ],
  'freeGoodsShow1.marketId': [
    '营销活动ID',
    '没有商品列表时展示该营销活动的商品；点击时先校验活动。',
    'Market ID',
    'Market whose goods are shown when there is no list; clicks check it first.',
  ],
  'freeGoodsShow1.list': [
    '商品列表',
    '运营挑选的商品，最多显示前 6 件。默认为福利计划或营销活动的商品。',
    'Goods',
    "Goods picked by the operator; only the first 6 are shown. Defaults to the plan's or market's goods.",
  ],
  'freeGoodsShow1.moreUrl': [
    '“更多”链接',
    '“更多”去往的地址，留空则无链接。',
    "'More' link",
    "Where 'More' goes; no link when empty.",
  ],

  // freeGoodsShow2
  'freeGoodsShow2.head': [
    '标题栏',
    '标题色带：标题、副标题和颜色（背景色），默认为浅品牌色。',
    'Title band',
    'Title band: title, second title and its colour (bgColor). Defaults to a light brand tint.',
  ],
  'freeGoodsShow2.planId': [
    '福利计划ID',
    '没有商品列表时展示该福利计划的商品；点击时先校验计划。',
    'Plan ID',
    'Plan whose goods are shown when there is no list; clicks check it first.',
  ],
  'freeGoodsShow2.marketId': [
    '营销活动ID',
    '没有商品列表时展示该营销活动的商品；点击时先校验活动。',
    'Market ID',
    'Market whose goods are shown when there is no list; clicks check it first.',
  ],
  'freeGoodsShow2.list': [
    '商品列表',
    '运营挑选的商品，最多显示前 10 件。默认为福利计划或营销活动的商品。',
    'Goods',
    "Goods picked by the operator; only the first 10 are shown. Defaults to the plan's or market's goods.",
  ],
  'freeGoodsShow2.moreUrl': [
    '“更多”链接',
    '“更多”去往的地址，留空则无链接。',
    "'More' link",
    "Where 'More' goes; no link when empty.",
  ],

  // goodLifeBrandShow
  'goodLifeBrandShow.featured': [
    '主推品牌',
    '左侧的主推品牌。默认无（品牌 Logo 占满整行）。',
    'Featured brand',
    'The featured brand at the left. Defaults to none (the logos take the whole width).',
  ],
  'goodLifeBrandShow.featured.name': [
    '品牌名称',
    '显示在图片上的品牌名称，也是图片的替代文字。',
    'Brand name',
    'Brand name, shown on the picture and used as its alternative text.',
  ],
  'goodLifeBrandShow.featured.slogan': [
    '品牌口号',
    '名称下方的一行文字。默认无。',
    'Slogan',
    'One line under the name. Defaults to none.',
  ],
  'goodLifeBrandShow.featured.img': ['图片', '品牌图片，390x260。', 'Picture', 'Brand picture, 390x260.'],
  'goodLifeBrandShow.featured.url': [
    '链接',
    '点击图片去往的地址。默认不可点击。',
    'Link',
    'Where the picture leads. Defaults to no link.',
  ],
  'goodLifeBrandShow.list': [
    '品牌 Logo',
    '按顺序排列的品牌 Logo，每行 4 个，最多显示前 8 个。默认无。',
    'Brand logos',
    'Brand logos in order, 4 per line; only the first 8 are shown. Defaults to none.',
  ],
  'goodLifeBrandShow.list[]': ['品牌', '一个品牌。', 'Brand', 'One brand.'],
  'goodLifeBrandShow.list[].name': [
    '品牌名称',
    '品牌名称，作为 Logo 的替代文字。',
    'Brand name',
    "Brand name, the logo's alternative text.",
  ],
  'goodLifeBrandShow.list[].img': ['品牌 Logo', '品牌 Logo，160x80。', 'Logo', 'Brand logo, 160x80.'],
  'goodLifeBrandShow.list[].url': [
    '链接',
    '点击 Logo 去往的地址，通常为 /goodsList?brandId=<id>。默认不可点击。',
    'Link',
    'Where the logo leads, usually /goodsList?brandId=<id>. Defaults to no link.',
  ],

  // goodLifeCarousel
  'goodLifeCarousel.list': [
    '轮播图',
    '按顺序排列的轮播图，最多 10 张。列表为空时不显示。',
    'Slides',
    'Carousel slides in order, up to 10. An empty list renders nothing.',
  ],
  'goodLifeCarousel.list[]': ['轮播图', '一张轮播图。', 'Slide', 'One slide.'],
  'goodLifeCarousel.list[].img': ['图片', '轮播图片，1200x453。', 'Picture', 'Slide picture, 1200x453.'],
  'goodLifeCarousel.list[].url': [
    '链接',
    '点击这张轮播图去往的地址，留空则不可点击。',
    'Link',
    'Where a click on the slide goes. Empty means not clickable.',
  ],
  'goodLifeCarousel.list[].title': [
    '图片描述',
    '图片的替代文字，不填时依次用分类模型名称、区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to cateModelName, then the block name.',
  ],
  'goodLifeCarousel.list[].cateModelId': [
    '分类模型ID',
    '这张轮播图链接的分类模型。',
    'Category model ID',
    'Category model the slide links to.',
  ],
  'goodLifeCarousel.list[].cateModelName': [
    '分类模型名称',
    '该分类模型的名称。',
    'Category model name',
    'Name of that category model.',
  ],
  'goodLifeCarousel.list[].bgColor': [
    '通栏背景色',
    '显示这张轮播图时通栏色带的颜色，应与图片边缘一致。默认为好生活米色 #fff3e3。',
    'Band colour',
    "Colour of the full-width band while this slide shows, matching the picture's edges. Defaults to the good-life cream #fff3e3.",
  ],
  'goodLifeCarousel.autoplay': [
    '自动轮播',
    '每 5000 毫秒自动切换，最后一张后回到第一张。默认开启。',
    'Autoplay',
    'Advance by itself every 5000 ms, wrapping to the first slide after the last. Defaults to true.',
  ],

  // goodLifeGoodsShow
  'goodLifeGoodsShow.moreUrl': [
    '“更多”链接',
    '“更多”去往的地址，留空则无链接。',
    "'More' link",
    "Where 'More' goes; no link when empty.",
  ],
  'goodLifeGoodsShow.navList': [
    '标签页',
    '从左到右的标签页，默认打开第一个。',
    'Tabs',
    'Tabs, left to right; the first is open at first.',
  ],
  'goodLifeGoodsShow.navList[]': ['标签页', '一个标签页及其商品。', 'Tab', 'One tab and its goods.'],
  'goodLifeGoodsShow.navList[].title': ['标签名称', '标签上的文字。', 'Tab name', 'Tab label.'],
  'goodLifeGoodsShow.navList[].planId': [
    '福利计划ID',
    '没有商品列表时，该标签展示此福利计划的商品。',
    'Plan ID',
    'Plan whose goods the tab shows when it has no list.',
  ],
  'goodLifeGoodsShow.navList[].marketId': [
    '营销活动ID',
    '既没有商品列表也没有福利计划时，该标签展示此营销活动的商品。',
    'Market ID',
    'Market whose goods the tab shows when it has neither list nor planId.',
  ],
  'goodLifeGoodsShow.navList[].list': [
    '商品列表',
    '运营挑选的商品，最多显示前 8 件。',
    'Goods',
    'Goods picked by the operator; only the first 8 are shown.',
  ],

  // goodLifePointSearch
  'goodLifePointSearch.pointTitle': [
    '标题',
    '区块标题，默认为文案中的“按积分选购”。',
    'Title',
    "Title of the block. Defaults to the catalogue's 'Shop by points'.",
  ],
  'goodLifePointSearch.secondTitle': [
    '副标题',
    '标题旁较小的文字。默认无。',
    'Subtitle',
    'Smaller text beside the title. Defaults to none.',
  ],
  'goodLifePointSearch.list': [
    '积分区间',
    '按顺序排列的积分区间，每行 6 个；点击打开 /goodsList?minPrice=<min>&maxPrice=<max>。列表为空时不显示。',
    'Point ranges',
    'Point ranges in order, 6 per line; each opens /goodsList?minPrice=<min>&maxPrice=<max>. An empty list renders nothing.',
  ],
  'goodLifePointSearch.list[]': ['积分区间', '一个积分区间卡片。', 'Point range', 'One point-range card.'],
  'goodLifePointSearch.list[].name': [
    '卡片文字',
    '卡片上的文字，默认为“<最低>-<最高>”，没有上限时为“<最低>+”。',
    'Card text',
    'Text of the card. Defaults to <min>-<max>, or <min>+ without a maximum.',
  ],
  'goodLifePointSearch.list[].min': [
    '最低积分',
    '最低价格（积分），含本数。',
    'Lowest points',
    'Lowest price in points, included.',
  ],
  'goodLifePointSearch.list[].max': [
    '最高积分',
    '最高价格（积分），含本数。默认不设上限。',
    'Highest points',
    'Highest price in points, included. Defaults to no upper limit.',
  ],
  'goodLifePointSearch.list[].icon': [
    '图标',
    '卡片图标，48x48，默认为金色积分币。',
    'Icon',
    'Icon of the card, 48x48. Defaults to a gold points coin.',
  ],
  'goodLifePointSearch.list[].bgColor': [
    '背景色',
    '卡片背景色，默认为浅暖色。',
    'Background colour',
    'Background of the card. Defaults to a light warm tint.',
  ],

  // goodsList
  'goodsList.list': [
    '商品列表',
    '运营挑选的商品，最多显示前 8 件。',
    'Goods',
    'Goods picked by the operator; only the first 8 are shown.',
  ],
  'goodsList.moreUrl': [
    '“更多”链接',
    '“更多”去往的地址，留空则无链接。',
    "'More' link",
    "Where 'More' goes; no link when empty.",
  ],

  // goodsList1
  'goodsList1.head': [
    '标题栏',
    '标题栏：标题、副标题和背景色。没有文字也没有“更多”时不显示。',
    'Title row',
    "Title row: title, second title and background colour. No row when it has no text and no 'More'.",
  ],
  'goodsList1.planId': [
    '福利计划ID',
    '没有商品列表时列出该福利计划的商品；点击时先校验计划。',
    'Plan ID',
    'Plan whose goods are listed when there is no list; clicks check it first.',
  ],
  'goodsList1.marketId': [
    '营销活动ID',
    '没有商品列表时列出该营销活动的商品；点击时先校验活动。',
    'Market ID',
    'Market whose goods are listed when there is no list; clicks check it first.',
  ],
  'goodsList1.list': [
    '商品列表',
    '运营挑选的商品，最多列出前 8 件。默认为福利计划或营销活动的商品。',
    'Goods',
    "Goods picked by the operator; only the first 8 are listed. Defaults to the plan's or market's goods.",
  ],
  'goodsList1.moreUrl': [
    '“更多”链接',
    '“更多”去往的地址，留空则无链接。',
    "'More' link",
    "Where 'More' goes; no link when empty.",
  ],

  // hotAdvert
  'hotAdvert.list': [
    '广告图',
    '按顺序排列的图片：第一张为大图，后四张为小图（从左到右、从上到下）。列表为空时不显示。',
    'Pictures',
    'Pictures in order: the first is the large one, the next four the small ones (left to right, top to bottom). An empty list renders nothing.',
  ],
  'hotAdvert.list[]': ['广告图', '一张广告图。', 'Picture', 'One advert picture.'],
  'hotAdvert.list[].img': [
    '图片',
    '广告图片：第一张 590x300，其余 290x145。',
    'Picture',
    'Picture: 590x300 for the first, 290x145 for the others.',
  ],
  'hotAdvert.list[].url': ['链接', '点击图片去往的地址。', 'Link', 'Where a click on the picture goes.'],
  'hotAdvert.list[].title': [
    '图片描述',
    '图片的替代文字，不填时用区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to the block name.',
  ],

  // hotColumn
  'hotColumn.list': [
    '榜单栏',
    '从左到右的榜单栏；没有商品的栏不显示。',
    'Columns',
    'The columns, left to right. A column without goods is left out.',
  ],
  'hotColumn.list[]': ['榜单栏', '一个榜单栏。', 'Column', 'One ranking column.'],
  'hotColumn.list[].title': [
    '栏目标题',
    '榜单栏的标题，如“食品榜”。',
    'Column title',
    "Title of the column, e.g. 'Food ranking'.",
  ],
  'hotColumn.list[].moreUrl': [
    '“更多”链接',
    '该栏“更多”去往的地址，留空则无链接。',
    "'More' link",
    "Where the column's 'More' goes; no link when empty.",
  ],
  'hotColumn.list[].bgColor': [
    '标题背景色',
    '该栏标题行的背景色，默认为浅品牌色。',
    'Title background',
    "Background of the column's title row. Defaults to a light brand tint.",
  ],
  'hotColumn.list[].goodsList': [
    '商品列表',
    '按排名排列的商品，只显示前 5 件。',
    'Goods',
    'Goods in rank order; only the first 5 are shown.',
  ],

  // hotShow
  'hotShow.planId': [
    '福利计划ID',
    '没有商品列表时，对该福利计划的商品排名。',
    'Plan ID',
    'Plan whose goods are ranked when there is no list.',
  ],
  'hotShow.marketId': [
    '营销活动ID',
    '既没有商品列表也没有福利计划时，对该营销活动的商品排名。',
    'Market ID',
    'Market whose goods are ranked when there is neither list nor planId.',
  ],
  'hotShow.list': [
    '商品列表',
    '运营按排名挑选的商品，每屏显示 5 件。',
    'Goods',
    'Goods in rank order, picked by the operator; shown 5 per view.',
  ],
  'hotShow.moreUrl': [
    '“更多”链接',
    '“更多”去往的地址，留空则无链接。',
    "'More' link",
    "Where 'More' goes; no link when empty.",
  ],
  'hotShow.showRank': [
    '显示排名',
    '显示 TOP1、TOP2… 排名角标。默认开启。',
    'Show ranks',
    'Show the TOP1, TOP2... badges. Defaults to true.',
  ],

  // hotZonesShow
  'hotZonesShow.img': ['图片', '热区所在的图片。', 'Picture', 'The picture.'],
  'hotZonesShow.imgWidth': [
    '图片宽度',
    '图片宽度（px），默认 1200。',
    'Picture width',
    'Picture width in px. Defaults to 1200.',
  ],
  'hotZonesShow.imgHeight': [
    '图片高度',
    '图片高度（px），默认 400。',
    'Picture height',
    'Picture height in px. Defaults to 400.',
  ],
  'hotZonesShow.alt': [
    '图片描述',
    '图片内容的文字说明，供读屏软件朗读，不填时用区块名称。',
    'Alt text',
    'What the picture shows, for screen readers. Defaults to the block name.',
  ],
  'hotZonesShow.list': [
    '热区',
    '可点击的区域，位置按图片的百分比设置。',
    'Hot zones',
    'Clickable areas, positioned in percent of the picture.',
  ],
  'hotZonesShow.list[]': ['热区', '一个可点击的区域。', 'Hot zone', 'One clickable area.'],
  'hotZonesShow.list[].x': [
    '左边距',
    '左边缘位置，占图片宽度的百分比。',
    'Left',
    'Left edge, percent of the picture width.',
  ],
  'hotZonesShow.list[].y': [
    '上边距',
    '上边缘位置，占图片高度的百分比。',
    'Top',
    'Top edge, percent of the picture height.',
  ],
  'hotZonesShow.list[].width': [
    '宽度',
    '宽度，占图片宽度的百分比。',
    'Width',
    'Width, percent of the picture width.',
  ],
  'hotZonesShow.list[].height': [
    '高度',
    '高度，占图片高度的百分比。',
    'Height',
    'Height, percent of the picture height.',
  ],
  'hotZonesShow.list[].title': ['名称', '区域的无障碍名称。', 'Name', 'Accessible name of the area.'],
  'hotZonesShow.list[].content': [
    '确认文案',
    '打开 planCaseUseTo=2 链接前弹出确认的文字。',
    'Confirmation text',
    'Confirmation text shown before following a planCaseUseTo=2 link.',
  ],

  // iconZone
  'iconZone.navList': [
    '标签页',
    '标签页；只有一个时不显示标签栏。',
    'Tabs',
    'Tabs. With one tab no tab bar is shown.',
  ],
  'iconZone.navList[]': ['标签页', '一个标签页及其图标。', 'Tab', 'One tab and its icons.'],
  'iconZone.navList[].name': ['标签名称', '标签上的文字。', 'Tab name', 'Tab label.'],
  'iconZone.navList[].list': ['图标', '该标签页下的图标。', 'Icons', 'Icons of the tab.'],
  'iconZone.navList[].list[]': ['图标', '一个图标入口。', 'Icon', 'One icon entry.'],
  'iconZone.navList[].list[].name': ['名称', '图标下方的文字。', 'Name', 'Label under the icon.'],
  'iconZone.navList[].list[].img': [
    '图标',
    '图标图片，显示为 52x52。',
    'Icon',
    'Icon picture, shown at 52x52.',
  ],
  'iconZone.navList[].list[].bgColor': ['背景色', '图标底色。', 'Background colour', 'Tile background.'],
  'iconZone.navList[].list[].modalContent': [
    '弹窗内容',
    '填写后，点击时先在弹窗中显示这段文字，再打开链接。',
    'Dialog text',
    'When set, a click shows this text in a dialog before following the link.',
  ],
  'iconZone.navList[].list[].isShow': [
    '显示',
    '关闭时隐藏该图标。默认开启。',
    'Shown',
    'Hide the icon when false. Defaults to true.',
  ],
  'iconZone.navList[].list[].onLine': [
    '已上线',
    '关闭时图标置灰且不可点击。默认开启。',
    'Online',
    'False shows the icon greyed out and not clickable. Defaults to true.',
  ],
  'iconZone.navList[].list[].subName': [
    '副名称',
    '文字下方的第二行。',
    'Second line',
    'Second line under the label.',
  ],
  'iconZone.navList[].list[].price': [
    '价格',
    '文字下方显示的价格。',
    'Price',
    'Price shown under the label.',
  ],
  'iconZone.navList[].list[].priceUnit': [
    '价格单位',
    '价格后面的单位。',
    'Price unit',
    'Unit after the price.',
  ],
  'iconZone.navList[].list[].productImage': [
    '商品图片',
    '代替图标显示的商品图片。',
    'Product picture',
    'Product picture shown instead of the icon.',
  ],

  // iconZone1
  'iconZone1.list': [
    '图标',
    '按顺序排列的图标；没有可见图标时不显示。',
    'Icons',
    'Icons, in order. None visible renders nothing.',
  ],
  'iconZone1.list[]': ['图标', '一个图标入口。', 'Icon', 'One icon entry.'],
  'iconZone1.list[].name': [
    '名称',
    '图标下方的文字（也是图标的替代文字）。',
    'Name',
    "Label under the icon (also the icon's alternative text).",
  ],
  'iconZone1.list[].img': [
    '图标',
    '图标图片，显示在 80x80 的圆形中。',
    'Icon',
    'Icon picture, shown in an 80x80 circle.',
  ],
  'iconZone1.list[].bgColor': [
    '背景色',
    '图标后面圆形的背景色。',
    'Background colour',
    'Background of the circle behind the icon.',
  ],
  'iconZone1.list[].modalContent': [
    '弹窗内容',
    '填写后，点击时先在弹窗中显示这段文字，再打开链接。',
    'Dialog text',
    'When set, a click shows this text in a dialog before following the link.',
  ],
  'iconZone1.list[].isShow': [
    '显示',
    '关闭时隐藏该图标。默认开启。',
    'Shown',
    'Hide the icon when false. Defaults to true.',
  ],
  'iconZone1.list[].onLine': [
    '已上线',
    '关闭时图标置灰并显示“暂未开放”，不可点击。默认开启。',
    'Online',
    "False shows the icon greyed out with 'not available yet', not clickable. Defaults to true.",
  ],
  'iconZone1.list[].subName': [
    '副名称',
    '文字下方的第二行（没有价格时显示）。',
    'Second line',
    'Second line under the label (when there is no price).',
  ],
  'iconZone1.list[].price': ['价格', '文字下方显示的价格。', 'Price', 'Price shown under the label.'],
  'iconZone1.list[].priceUnit': [
    '价格单位',
    '价格后面的单位，不填时用福利积分的叫法。',
    'Price unit',
    'Unit after the price. Defaults to the welfare points wording.',
  ],
  'iconZone1.list[].productImage': [
    '商品图片',
    '代替图标显示在圆形中的商品图片。',
    'Product picture',
    'Product picture shown in the circle instead of the icon.',
  ],

  // notEnough
  'notEnough.message': [
    '提示语',
    '色带中的提示语，默认为文案中的“积分不足？积分+现金 组合支付”。',
    'Message',
    "Message in the band. Defaults to the catalogue's 'Not enough points? Pay the rest in cash'.",
  ],
  'notEnough.buttonText': [
    '按钮文字',
    '按钮上的文字，默认为文案中的“去逛逛”。',
    'Button text',
    "Text of the button. Defaults to the catalogue's 'Go shopping'.",
  ],
  'notEnough.url': [
    '按钮链接',
    '按钮去往的地址，默认 /goodsList。',
    'Button link',
    'Where the button goes. Defaults to /goodsList.',
  ],
  'notEnough.threshold': [
    '积分门槛',
    '会员积分低于此值时显示色带，默认 100。',
    'Points threshold',
    "The band shows while the member's points are below this. Defaults to 100.",
  ],
  'notEnough.bgColor': [
    '背景色',
    '色带背景色，默认为浅暖色。',
    'Background colour',
    'Background of the band. Defaults to a light warm tint.',
  ],

  // noticeShow
  'noticeShow.list': [
    '公告',
    '按顺序排列的公告。列表为空时不显示。',
    'Notices',
    'Notices in order. An empty list renders nothing.',
  ],
  'noticeShow.list[]': ['公告', '一条公告。', 'Notice', 'One notice.'],
  'noticeShow.list[].id': [
    '公告ID',
    '公告编号；填写且没有链接时，公告链接到 /notice/detail?id=。',
    'Notice ID',
    'Notice id; when set and no url is given, the notice links to /notice/detail?id=.',
  ],
  'noticeShow.list[].title': ['公告内容', '滚动显示的文字。', 'Text', 'Text shown in the marquee.'],
  'noticeShow.moreUrl': [
    '“更多”链接',
    '“更多”去往的地址，默认 /notice。',
    "'More' link",
    "Where 'More' goes. Defaults to /notice.",
  ],

  // noticeShow1
  'noticeShow1.list': [
    '公告',
    '公告，最新的在前，只显示前 3 条。列表为空时显示“暂无公告”。',
    'Notices',
    "Notices, newest first; only the first 3 are shown. An empty list shows the 'no announcements yet' text.",
  ],
  'noticeShow1.list[]': ['公告', '一条公告。', 'Notice', 'One notice.'],
  'noticeShow1.list[].id': [
    '公告ID',
    '公告编号；填写且没有链接时，公告链接到 /notice/detail?id=。',
    'Notice ID',
    'Notice id; when set and no url is given, the notice links to /notice/detail?id=.',
  ],
  'noticeShow1.list[].title': [
    '公告标题',
    '公告标题，单行显示。',
    'Title',
    'Title of the notice, on one line.',
  ],
  'noticeShow1.list[].createTime': [
    '发布时间',
    '公告发布时间，格式为 yyyy-MM-dd，可带时间（2027-01-15 10:00:00 或 ISO 格式）；日期显示在右侧。默认不显示日期。',
    'Published',
    'When the notice was published, yyyy-MM-dd optionally followed by a time (2027-01-15 10:00:00 or ISO); its date is shown at the right. Defaults to no date.',
  ],
  'noticeShow1.moreUrl': [
    '“更多”链接',
    '“更多”去往的地址，默认 /notice。',
    "'More' link",
    "Where 'More' goes. Defaults to /notice.",
  ],

  // pointSearch
  'pointSearch.pointTitle': [
    '标题',
    '积分条左侧的标题，默认为文案中的“按积分选购”。',
    'Title',
    "Title at the left of the bar. Defaults to the catalogue's 'Shop by points'.",
  ],
  'pointSearch.list': [
    '积分区间',
    '从左到右的积分区间；点击打开 /goodsList?minPrice=<min>&maxPrice=<max>。列表为空时不显示。',
    'Point ranges',
    'Point ranges, left to right; each opens /goodsList?minPrice=<min>&maxPrice=<max>. An empty list renders nothing.',
  ],
  'pointSearch.list[]': ['积分区间', '一个积分区间。', 'Point range', 'One point range.'],
  'pointSearch.list[].name': [
    '区间文字',
    '区间标签上的文字，默认为“<最低>-<最高>”，没有上限时为“<最低>+”。',
    'Chip text',
    'Text of the chip. Defaults to <min>-<max>, or <min>+ without a maximum.',
  ],
  'pointSearch.list[].min': [
    '最低积分',
    '最低价格（积分），含本数。',
    'Lowest points',
    'Lowest price in points, included.',
  ],
  'pointSearch.list[].max': [
    '最高积分',
    '最高价格（积分），含本数。默认不设上限。',
    'Highest points',
    'Highest price in points, included. Defaults to no upper limit.',
  ],
  'pointSearch.bgColor': [
    '背景色',
    '积分条的背景色，默认白色。',
    'Background colour',
    'Background of the bar. Defaults to white.',
  ],

  // specialAdvert
  'specialAdvert.list': [
    '广告图',
    '按阅读顺序排列的图片，从左到右填满每一行。列表为空时不显示。',
    'Pictures',
    'Pictures in reading order, filling the rows left to right. An empty list renders nothing.',
  ],
  'specialAdvert.list[]': ['广告图', '一张广告图。', 'Picture', 'One advert picture.'],
  'specialAdvert.list[].img': [
    '图片',
    '广告图片，高度为“图片高度”，宽度随每行张数（1200、588 或 384）。',
    'Picture',
    'Picture, imgHeight high and as wide as its column (1200, 588 or 384).',
  ],
  'specialAdvert.list[].url': ['链接', '点击图片去往的地址。', 'Link', 'Where a click on the picture goes.'],
  'specialAdvert.list[].title': [
    '图片描述',
    '图片的替代文字，不填时用区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to the block name.',
  ],
  'specialAdvert.columns': [
    '每行张数',
    '每行显示几张图片，默认等于图片数量，最多 3 张。',
    'Pictures per row',
    'Pictures per row. Defaults to the number of pictures, at most 3.',
  ],
  'specialAdvert.imgHeight': [
    '图片高度',
    '在 1200 px 整栏下每张图片的高度（px），默认 300。',
    'Picture height',
    'Height of every picture in px at the full 1200 px column. Defaults to 300.',
  ],

  // specialDiscount
  'specialDiscount.planId': [
    '福利计划ID',
    '没有商品列表时展示该福利计划的商品（及其结束时间）。',
    'Plan ID',
    'Plan whose goods (and end date) are shown when there is no list.',
  ],
  'specialDiscount.marketId': [
    '营销活动ID',
    '既没有商品列表也没有福利计划时，展示该营销活动的商品（及其结束时间）。',
    'Market ID',
    'Market whose goods (and end date) are shown when there is neither list nor planId.',
  ],
  'specialDiscount.list': [
    '商品列表',
    '运营挑选的商品（不显示倒计时），只显示前 5 件。',
    'Goods',
    'Goods picked by the operator (no countdown); only the first 5 are shown.',
  ],
  'specialDiscount.moreUrl': [
    '“更多”链接',
    '“更多”去往的地址，留空则无链接。',
    "'More' link",
    "Where 'More' goes; no link when empty.",
  ],
  'specialDiscount.endText': [
    '结束文案',
    '倒计时到零时显示的文字，默认为“活动已结束”。',
    'End text',
    "Shown when the countdown reaches zero. Defaults to 'activity ended'.",
  ],

  // specialHotZonesShow
  'specialHotZonesShow.img': ['图片', '热区所在的图片。', 'Picture', 'The picture.'],
  'specialHotZonesShow.imgWidth': [
    '图片宽度',
    '图片宽度（px），默认 1200。',
    'Picture width',
    'Picture width in px. Defaults to 1200.',
  ],
  'specialHotZonesShow.imgHeight': [
    '图片高度',
    '图片高度（px），默认 400。',
    'Picture height',
    'Picture height in px. Defaults to 400.',
  ],
  'specialHotZonesShow.alt': [
    '图片描述',
    '图片内容的文字说明，供读屏软件朗读，不填时用区块名称。',
    'Alt text',
    'What the picture shows, for screen readers. Defaults to the block name.',
  ],
  'specialHotZonesShow.list': [
    '热区',
    '可点击的区域，位置按图片的百分比设置；没有链接的区域不可点击。',
    'Hot zones',
    'Clickable areas, positioned in percent of the picture. An area without a link is not clickable.',
  ],
  'specialHotZonesShow.list[]': ['热区', '一个可点击的区域。', 'Hot zone', 'One clickable area.'],
  'specialHotZonesShow.list[].x': [
    '左边距',
    '左边缘位置，占图片宽度的百分比。',
    'Left',
    'Left edge, percent of the picture width.',
  ],
  'specialHotZonesShow.list[].y': [
    '上边距',
    '上边缘位置，占图片高度的百分比。',
    'Top',
    'Top edge, percent of the picture height.',
  ],
  'specialHotZonesShow.list[].width': [
    '宽度',
    '宽度，占图片宽度的百分比。',
    'Width',
    'Width, percent of the picture width.',
  ],
  'specialHotZonesShow.list[].height': [
    '高度',
    '高度，占图片高度的百分比。',
    'Height',
    'Height, percent of the picture height.',
  ],
  'specialHotZonesShow.list[].title': [
    '名称',
    '区域名称，供读屏软件朗读，默认为图片名称加区域序号。',
    'Name',
    "Name of the area, read by screen readers. Defaults to the picture's name and the area's number.",
  ],
  'specialHotZonesShow.list[].content': [
    '确认文案',
    '打开 planCaseUseTo=2 链接前弹出确认的文字：链接带 familyInfo=1 时，确定前往家属信息，取消打开链接；否则确定打开链接，取消关闭。',
    'Confirmation text',
    'Confirmation text shown before following a planCaseUseTo=2 link: with familyInfo=1 in the link, OK goes to the family information and Cancel follows the link; otherwise OK follows the link and Cancel closes.',
  ],

  // specialImg
  'specialImg.isImg': [
    '使用背景图',
    '显示背景图而不是渐变色。默认关闭。',
    'Use a picture',
    'Show the picture background instead of the gradient. Defaults to false.',
  ],
  'specialImg.background': [
    '背景图',
    '背景图片（宽 1920），开启“使用背景图”时使用，留空则无。',
    'Background picture',
    'Background picture (1920 wide), used when isImg is true. Empty means none.',
  ],
  'specialImg.fromColor': [
    '起始色',
    '渐变的顶部颜色；使用背景图时为图片四周及下方的颜色。留空则无。',
    'Top colour',
    'Top colour of the gradient; under a picture, the colour around and below it. Empty means none.',
  ],
  'specialImg.toColor': [
    '结束色',
    '渐变的底部颜色，默认与起始色相同（纯色）。',
    'Bottom colour',
    'Bottom colour of the gradient. Defaults to fromColor (a plain colour).',
  ],

  // specialOfferAdvert
  'specialOfferAdvert.img': [
    '图片',
    '广告图片，1200x400；设置标题时图片左侧三分之一应保持简洁。',
    'Picture',
    'Advert picture, 1200x400; keep its left third calm when a title is set.',
  ],
  'specialOfferAdvert.url': [
    '链接',
    '按钮（以及点击图片任意位置）去往的地址；不填则不显示按钮。',
    'Link',
    'Where the button (and a click anywhere on the picture) goes. No button without it.',
  ],
  'specialOfferAdvert.title': [
    '主标题',
    '图片上的主标题，也是图片的替代文字。默认无（图片以区块名称命名）。',
    'Headline',
    'Headline over the picture, also its alternative text. Defaults to none (the picture is then named after the block).',
  ],
  'specialOfferAdvert.subTitle': [
    '副标题',
    '主标题下方较小的一行。默认无。',
    'Subtitle',
    'Smaller line under the headline. Defaults to none.',
  ],
  'specialOfferAdvert.buttonText': [
    '按钮文字',
    '按钮上的文字，默认为文案中的“立即查看”。',
    'Button text',
    "Label of the call-to-action button. Defaults to the catalogue's 'Shop now'.",
  ],
  'specialOfferAdvert.textColor': [
    '文字颜色',
    '主标题和副标题的颜色，默认 #ffffff。',
    'Text colour',
    'Colour of the headline and subtitle. Defaults to #ffffff.',
  ],

  // specialOfferApplicationsSelection
  'specialOfferApplicationsSelection.list': [
    '优惠卡片',
    '按顺序排列的优惠卡片，每行 4 个。列表为空时不显示。',
    'Offer cards',
    'Offer cards, in order, 4 per row. Empty renders nothing.',
  ],
  'specialOfferApplicationsSelection.list[]': ['优惠卡片', '一张优惠卡片。', 'Offer card', 'One offer card.'],
  'specialOfferApplicationsSelection.list[].name': [
    '名称',
    '图片下方的应用或优惠名称（也是图片的替代文字）。',
    'Name',
    "Application or offer name under the picture (also the picture's alternative text).",
  ],
  'specialOfferApplicationsSelection.list[].img': [
    '图片',
    '卡片图片，显示为 285x160。',
    'Picture',
    'Card picture, shown at 285x160.',
  ],
  'specialOfferApplicationsSelection.list[].priceText': [
    '价格文案',
    '名称旁的价格或折扣文字，如“低至5折”或“9.9元起”。默认无。',
    'Price text',
    "Price or discount line beside the name, e.g. 'Up to 50% off' or 'From 9.9 yuan'. Defaults to none.",
  ],
  'specialOfferApplicationsSelection.list[].url': [
    '链接',
    '点击卡片去往的地址：站内路径、https 链接或合作方代码。',
    'Link',
    'Where the card goes: an internal path, an https URL or a partner code.',
  ],

  // specialTop
  'specialTop.img': [
    '图片',
    '顶部图片，宽 1920，高为“图片高度”。',
    'Picture',
    'Top picture, 1920 wide and height high.',
  ],
  'specialTop.height': [
    '图片高度',
    '图片高度（px），默认 500。',
    'Picture height',
    'Height of the picture in px. Defaults to 500.',
  ],
  'specialTop.title': [
    '图片描述',
    '图片的替代文字，不填时用区块名称。',
    'Alt text',
    'Alternative text of the picture. Defaults to the block name.',
  ],
  'specialTop.url': [
    '链接',
    '点击图片去往的地址。默认不可点击。',
    'Link',
    'Where a click on the picture goes. Defaults to none (not clickable).',
  ],

  // themeSelection
  'themeSelection.list': [
    '主题卡片',
    '按顺序排列的主题卡片。列表为空时不显示。',
    'Theme cards',
    'Theme cards, in order. Empty renders nothing.',
  ],
  'themeSelection.list[]': ['主题卡片', '一张主题卡片。', 'Theme card', 'One theme card.'],
  'themeSelection.list[].title': [
    '主题名称',
    '图片下方的主题名称（也是图片的替代文字）。',
    'Title',
    "Theme name under the picture (also the picture's alternative text).",
  ],
  'themeSelection.list[].subTitle': [
    '副标题',
    '主题名称下方的一行文字。',
    'Subtitle',
    'One line under the title.',
  ],
  'themeSelection.list[].img': [
    '图片',
    '主题图片，显示为 285x160。',
    'Picture',
    'Theme picture, shown at 285x160.',
  ],
  'themeSelection.list[].url': [
    '链接',
    '点击卡片去往的地址：站内路径、https 链接或合作方代码（CDF、MT、MTDD、WPH、JL、KuDui_KDJD）。',
    'Link',
    'Where the card goes: an internal path, an https URL or a partner code (CDF, MT, MTDD, WPH, JL, KuDui_KDJD).',
  ],
  'themeSelection.list[].onLine': [
    '进行中',
    '没有福利计划或营销活动时：开启显示“进行中”，关闭显示“已结束”。默认开启。',
    'Online',
    "Without a plan or market: 'in progress' when true, 'ended' when false. Defaults to true.",
  ],
  'themeSelection.list[].isCheck': [
    '显示',
    '关闭时隐藏该卡片（审核关闭）。默认开启。',
    'Shown',
    'False hides the card (its check is closed). Defaults to true.',
  ],

  // videoBanner
  'videoBanner.video': [
    '视频',
    '视频文件：本站路径（如 /img/promo.webm）或 https 地址，以 .mp4 或 .webm 结尾。1200x450（8:3）的视频正好铺满横幅。字幕放在其他网站时，视频所在网站也须允许本站读取（CORS）。',
    'Video',
    'The video file: a path on this site (/img/promo.webm) or an https URL, ending in .mp4 or .webm. 1200x450 (8:3) fits the banner without bars. A video on another site must allow this site to read it (CORS) when captions come from another site too.',
  ],
  'videoBanner.poster': [
    '封面图',
    '封面图片，1200x450：视频播放前显示；对要求减少动态效果的员工，只显示这张图片。',
    'Poster',
    'Poster picture, 1200x450: shown before the video plays, and instead of it for an employee who asked for reduced motion.',
  ],
  'videoBanner.title': [
    '视频标题',
    '用几个字说明视频内容：读屏软件读出的视频名称，也用作封面图的替代文字。',
    'Title',
    "What the video shows, in a few words: the name screen readers give the video, standing for its poster's alternative text.",
  ],
  'videoBanner.autoplay': [
    '自动播放',
    '横幅在屏幕内时自动静音循环播放（员工要求减少动态效果时不自动播放）。默认关闭，由员工点击播放。',
    'Autoplay',
    'Play by itself, muted and looped, while the banner is on screen (never for an employee who asked for reduced motion). Defaults to false: the employee presses play.',
  ],
  'videoBanner.captions': [
    '字幕',
    '字幕轨道（WebVTT 文件），员工可在播放器中打开，最多 4 条。标为默认的字幕立即显示；没有标默认时，显示与页面语言相同的字幕。',
    'Captions',
    "Caption tracks (WebVTT files) the employee can switch on in the player, at most 4. The track marked default shows at once; without one, the track in the page's language does.",
  ],
  'videoBanner.captions[]': ['字幕轨道', '一条字幕。', 'Caption track', 'One caption track.'],
  'videoBanner.captions[].src': [
    '字幕文件',
    'WebVTT 文件：本站路径或 https 地址，以 .vtt 结尾。放在其他网站的文件须允许本站读取（CORS）。',
    'Caption file',
    'The WebVTT file: a path on this site or an https URL, ending in .vtt. A file on another site must allow this site to read it (CORS).',
  ],
  'videoBanner.captions[].srclang': ['语言', '字幕的语言。', 'Language', 'Language of the captions.'],
  'videoBanner.captions[].label': [
    '名称',
    '播放器字幕菜单中显示的名称（如“中文”“English”）。',
    'Name',
    "Name of the track in the player's caption menu (Chinese, English).",
  ],
  'videoBanner.captions[].default': [
    '默认显示',
    '立即显示这条字幕；多条都标默认时，显示第一条。默认关闭。',
    'Default',
    'Show this track at once. If several say so, the first does. Defaults to false.',
  ],
  'videoBanner.url': [
    '“了解更多”链接',
    '视频下方“了解更多”链接去往的地址。留空则不显示链接。',
    "'Learn more' link",
    "Where the 'Learn more' link under the video goes. Empty means no link.",
  ],
  'videoBanner.bgColor': [
    '背景色',
    '视频两侧色带的颜色（窗口比页面宽时可见）。',
    'Background colour',
    'Colour of the band around the video (seen when the window is wider than the page).',
  ],
};

function catalogueOf(rows: Record<string, FieldLabelRow>): MessageCatalogue {
  const catalogue: MessageCatalogue = { 'zh-CN': {}, 'en-US': {} };
  for (const [path, [zhTitle, zhDescription, enTitle, enDescription]] of Object.entries(rows)) {
    catalogue['zh-CN'][`${path}.title`] = zhTitle;
    catalogue['zh-CN'][`${path}.description`] = zhDescription;
    catalogue['en-US'][`${path}.title`] = enTitle;
    catalogue['en-US'][`${path}.description`] = enDescription;
  }
  return catalogue;
}

/**
 * The label (`<path>.title`) and help (`<path>.description`) of every field of every block form, in
 * zh-CN and en-US, keyed by schema path: `bannerAdvert.img.title`, `carousel.list[].img.title`,
 * `common.head.title.title`. {@link uiSchemaFor} puts them on the form.
 */
export const fieldLabelMessages: MessageCatalogue = catalogueOf(FIELD_LABELS);
