import type { MessageCatalogue } from './create-i18n.ts';

// Plain data, no React: the validator (and the mall-validate CLI) format field errors from it in Node.

const EN_US = {
  // Link opener (spec 01 section 8, spec 02 section 4)
  noAccessPermission: 'You have no access permission',
  activityNotStarted: 'The activity has not started yet or is offline',
  noPermission: 'No access permission',
  activityOffline: 'The activity is offline',
  mobileOnly: 'Please log in on the mobile app',
  linkRefused: 'This link is not allowed',
  availabilityFailed: 'Could not check the activity, please retry later',

  // Skeleton and diagnostic cards
  blockLoading: 'Loading content',
  diagnosticTitle: 'Block {{blockKey}} ({{blockType}}) is not shown',
  diagnosticReason: 'Reason: {{reason}}',
  diagnosticBlockItself: 'the block',
  pageErrorTitle: 'The page data cannot be read',
  previewEmptyBlock:
    'Block {{block}} ({{blockType}}) shows nothing right now: its list is empty or its condition is not met, so visitors see nothing here.',
  reasonUnknownType: 'unknown block type',
  reasonInvalid: 'invalid settings',
  reasonDuplicateKey: 'duplicate block key',
  reasonRenderError: 'failed while rendering',
  reasonLoadError: 'its code could not be loaded',
  reasonWrongPlatform: 'not a block of this kind of page',

  // Page errors
  pageNotJson: 'the page data is not valid JSON ({{detail}})',
  pageNoList: 'the page data has no block list ("list")',

  // Block-level errors
  blockNotObject: 'must be an object with key, type and options',
  blockUnknownType: 'is not a known block type',
  blockUnknownTypeNear: 'is not a known block type; did you mean "{{near}}"?',
  blockWrongPlatform: 'belongs to {{sets}} pages, not to {{set}} pages',
  blockSetDefault: 'default-platform home',
  blockSetHSHSC: 'Good Life Benefits Mall (HSHSC) home',
  blockSetCustom: 'custom, special and special-offer',
  blockDuplicateKey: 'is already used by block #{{index}}, so this block is dropped',
  blockNewerVersion:
    'was saved by a newer editor (version {{version}}; this site reads up to version {{current}})',
  blockBadVersion: 'must be a whole number from 1 up',
  blockMigrationFailed: 'could not be upgraded from version {{version}} ({{detail}})',
  blockCheckFailed: 'could not be checked ({{detail}})',
  blockValidatorMissing: 'could not be checked: its rules did not load ({{detail}})',
  blockLoadFailed: 'its code could not be loaded ({{detail}})',
  blockRenderFailed: 'failed while rendering ({{detail}})',

  // Field errors, worded for operators
  fieldRequired: 'is required',
  fieldMustBeText: 'must be a text',
  fieldMustBeNumber: 'must be a number',
  fieldMustBeInteger: 'must be a whole number',
  fieldMustBeBoolean: 'must be true or false',
  fieldMustBeList: 'must be a list',
  fieldMustBeObject: 'must be a group of fields (an object)',
  fieldMustBeNull: 'must be empty (null)',
  fieldMaxItems: 'must have at most {{limit}} items',
  fieldMinItems: 'must have at least {{limit}} items',
  fieldMaxLength: 'must be at most {{limit}} characters long',
  fieldMinLength: 'must be at least {{limit}} characters long',
  fieldNotEmpty: 'must not be empty',
  fieldLinkNotAllowed: 'is not an allowed link',
  fieldImageUrl: 'must be a picture address starting with / or http(s)://',
  fieldColor: 'must be a colour such as #ff5000 or rgb(255, 80, 0)',
  fieldPattern: 'has the wrong format',
  fieldMinimum: 'must be at least {{limit}}',
  fieldMaximum: 'must be at most {{limit}}',
  fieldExclusiveMinimum: 'must be greater than {{limit}}',
  fieldExclusiveMaximum: 'must be less than {{limit}}',
  fieldMultipleOf: 'must be a multiple of {{limit}}',
  fieldEnum: 'must be one of {{values}}',
  fieldConst: 'must be {{value}}',
  fieldNeedsOneOf: 'needs one of {{fields}}',
  fieldNoMatchingForm: 'does not match any allowed form',
  fieldUnknown: 'is not a known field',
  fieldUniqueItems: 'must not repeat items (items {{first}} and {{second}} are the same)',
  fieldFormat: 'must be a valid {{format}}',
  fieldInvalid: 'is not valid',
  fieldMoreProblems: 'and {{count}} more problems',

  // mall-validate
  cliUsage:
    'Usage: mall-validate [--json] [--locale=en-US|zh-CN] [--platform=HSHSC|DZPT] [--page-type=INDEX|CUSTOM|SPECIAL|SPECIALOFFER] FILE...  (each FILE holds page JSON; with the page kind, blocks of another kind are reported)',
  cliHomeNeedsPlatform:
    'a home page (--page-type=INDEX) needs --platform: the two platforms render different blocks',
  cliUnreadable: 'cannot read the file ({{detail}})',
  cliUnknownOption: 'unknown option {{option}}',
  cliSummary:
    '{{files}} file(s) checked: {{blocks}} block(s) fine, {{problems}} problem(s) in {{badBlocks}} block(s), {{unreadable}} unreadable file(s)',
} as const satisfies Record<string, string>;

/** Every key of the runtime catalogue. */
export type RuntimeMessageKey = keyof typeof EN_US;

const ZH_CN: Record<RuntimeMessageKey, string> = {
  noAccessPermission: '您没有访问权限',
  activityNotStarted: '活动未开始或已下线',
  noPermission: '暂无访问权限',
  activityOffline: '活动已下线',
  mobileOnly: '请在手机端登录',
  linkRefused: '不允许打开此链接',
  availabilityFailed: '无法确认活动状态，请稍后重试',

  blockLoading: '内容加载中',
  diagnosticTitle: '区块 {{blockKey}}（{{blockType}}）未显示',
  diagnosticReason: '原因：{{reason}}',
  diagnosticBlockItself: '区块本身',
  pageErrorTitle: '页面数据无法读取',
  previewEmptyBlock:
    '区块 {{block}}（{{blockType}}）此刻没有可显示的内容：列表为空或显示条件未满足，访客在这里看不到任何东西。',
  reasonUnknownType: '未知的区块类型',
  reasonInvalid: '配置有误',
  reasonDuplicateKey: '区块 key 重复',
  reasonRenderError: '渲染出错',
  reasonLoadError: '代码加载失败',
  reasonWrongPlatform: '不属于此类页面',

  pageNotJson: '页面数据不是有效的 JSON（{{detail}}）',
  pageNoList: '页面数据缺少区块列表（list）',

  blockNotObject: '必须是包含 key、type 和 options 的对象',
  blockUnknownType: '不是已知的区块类型',
  blockUnknownTypeNear: '不是已知的区块类型，是不是“{{near}}”？',
  blockWrongPlatform: '属于{{sets}}页面，不属于{{set}}页面',
  blockSetDefault: '默认平台首页',
  blockSetHSHSC: '好生活商城（HSHSC）首页',
  blockSetCustom: '自定义、专题及特惠',
  blockDuplicateKey: '已被区块 #{{index}} 使用，本区块被忽略',
  blockNewerVersion: '由更新的编辑器保存（版本 {{version}}，本站最高支持版本 {{current}}）',
  blockBadVersion: '必须是不小于 1 的整数',
  blockMigrationFailed: '无法从版本 {{version}} 升级（{{detail}}）',
  blockCheckFailed: '无法校验（{{detail}}）',
  blockValidatorMissing: '无法校验：校验规则加载失败（{{detail}}）',
  blockLoadFailed: '区块代码加载失败（{{detail}}）',
  blockRenderFailed: '渲染时出错（{{detail}}）',

  fieldRequired: '为必填项',
  fieldMustBeText: '必须是文本',
  fieldMustBeNumber: '必须是数字',
  fieldMustBeInteger: '必须是整数',
  fieldMustBeBoolean: '必须是 true 或 false',
  fieldMustBeList: '必须是列表',
  fieldMustBeObject: '必须是一组字段（对象）',
  fieldMustBeNull: '必须为空（null）',
  fieldMaxItems: '最多只能有 {{limit}} 项',
  fieldMinItems: '至少需要 {{limit}} 项',
  fieldMaxLength: '最多 {{limit}} 个字符',
  fieldMinLength: '至少 {{limit}} 个字符',
  fieldNotEmpty: '不能为空',
  fieldLinkNotAllowed: '不是允许的链接',
  fieldImageUrl: '必须是以 / 或 http(s):// 开头的图片地址',
  fieldColor: '必须是颜色值，例如 #ff5000 或 rgb(255, 80, 0)',
  fieldPattern: '格式不正确',
  fieldMinimum: '不能小于 {{limit}}',
  fieldMaximum: '不能大于 {{limit}}',
  fieldExclusiveMinimum: '必须大于 {{limit}}',
  fieldExclusiveMaximum: '必须小于 {{limit}}',
  fieldMultipleOf: '必须是 {{limit}} 的倍数',
  fieldEnum: '必须是以下之一：{{values}}',
  fieldConst: '必须是 {{value}}',
  fieldNeedsOneOf: '需要填写以下之一：{{fields}}',
  fieldNoMatchingForm: '不符合任何允许的格式',
  fieldUnknown: '不是可识别的字段',
  fieldUniqueItems: '不能有重复项（第 {{first}} 项与第 {{second}} 项相同）',
  fieldFormat: '必须是有效的 {{format}}',
  fieldInvalid: '无效',
  fieldMoreProblems: '另有 {{count}} 处问题',

  cliUsage:
    '用法：mall-validate [--json] [--locale=en-US|zh-CN] [--platform=HSHSC|DZPT] [--page-type=INDEX|CUSTOM|SPECIAL|SPECIALOFFER] 文件...（每个文件是页面 JSON；给出页面类型时，报告不属于该类页面的区块）',
  cliHomeNeedsPlatform: '首页（--page-type=INDEX）需要同时给出 --platform：两个平台的首页使用不同的区块',
  cliUnreadable: '无法读取文件（{{detail}}）',
  cliUnknownOption: '未知选项 {{option}}',
  cliSummary:
    '共检查 {{files}} 个文件：{{blocks}} 个区块正常，{{badBlocks}} 个区块共 {{problems}} 处问题，{{unreadable}} 个文件无法读取',
};

/** Every runtime string in zh-CN and en-US (namespace `runtime`). */
export const runtimeMessages: MessageCatalogue = { 'zh-CN': ZH_CN, 'en-US': EN_US };
