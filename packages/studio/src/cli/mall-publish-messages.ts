// mall-publish's words, in the operator's language: an English table whose keys are every message,
// and a Chinese table that must have them all (as the runtime keeps mall-validate's strings).
import type { Locale } from '@mall/runtime/validate';

const EN_US = {
  usage: [
    'Usage: mall-publish PAGE.json --page ID [--server URL] [--locale en-US|zh-CN]',
    '',
    'Checks the page file offline, saves it as the draft of page ID on the server (with the',
    'revision it read) and publishes that revision, printing the new version number.',
    '',
    '  --page ID      the page to publish to (its id in the operators\u2019 API)',
    '  --server URL   the mall server; defaults to http://127.0.0.1:8080',
    '  --locale L     en-US or zh-CN; defaults to the shell\u2019s language (LANG)',
    '',
    'Credentials: MALL_OPERATOR_TOKEN, an operator\u2019s access token (the accessToken that',
    'POST /manager/passport/login answers). The login asks for a picture code a person reads,',
    'so a script logs in once by hand and publishes with the token.',
    '',
    'Exit codes:',
    '  0  published',
    '  1  the page has problems (found offline, or the server refused to publish it)',
    '  2  usage: a missing argument or token, an unreadable file',
    '  3  401: the server does not accept the token (expired, logged out, not an operator\u2019s)',
    '  4  403: this operator may not touch the page',
    '  5  404: there is no such page',
    '  6  409: someone saved the page after it was read, or between the save and the',
    '     publish; nothing was published',
    '  7  the server could not be reached or gave an answer not understood',
  ].join('\n'),
  unknownOption: 'unknown option {{option}}',
  missingValue: '{{option}} needs a value',
  oneFile: 'give exactly one page file',
  missingPage: '--page ID is required',
  badServer: '--server must be an http or https address, not {{server}}',
  missingToken:
    'MALL_OPERATOR_TOKEN is not set: log in as an operator (POST /manager/passport/login) and set it to the accessToken',
  unreadable: '{{file}}: cannot read the file ({{detail}})',
  notChecked: '{{file}}: nothing was sent to the server',
  problemsOffline: '{{file}}: {{count}} problem(s) found before sending; nothing was saved',
  refused: '{{file}}: the server refused to publish: {{message}}',
  draftKept: 'the draft of {{page}} was saved (revision {{revision}}) but is not published',
  unauthorized:
    'the server does not accept the token (401: {{message}}); log in again and set MALL_OPERATOR_TOKEN',
  forbidden: 'this operator may not touch page {{page}} (403: {{message}})',
  notFound: 'there is no page {{page}} (404: {{message}})',
  stale:
    'someone saved page {{page}} after revision {{revision}} (409: {{message}}); nothing was published: run mall-publish again to publish over it, or look at their change first',
  unreachable: 'cannot reach the server at {{server}} ({{detail}})',
  unexpected: 'the server answered {{status}} to {{step}}: {{message}}',
  saved: 'saved the draft of {{page}} (revision {{revision}})',
  published: 'published {{page}} ({{file}}) as version {{version}}',
} as const satisfies Record<string, string>;

/** Every message key of mall-publish. */
export type PublishMessageKey = keyof typeof EN_US;

const ZH_CN: Record<PublishMessageKey, string> = {
  usage: [
    '用法：mall-publish 页面.json --page 页面ID [--server 地址] [--locale en-US|zh-CN]',
    '',
    '先在本地检查页面文件，再把它保存为服务器上该页面的草稿（带上读到的修订号）并发布，',
    '打印新的版本号。',
    '',
    '  --page ID      要发布到的页面（运营接口中的页面 ID）',
    '  --server URL   商城服务器地址，默认 http://127.0.0.1:8080',
    '  --locale L     en-US 或 zh-CN，默认跟随终端语言（LANG）',
    '',
    '凭据：环境变量 MALL_OPERATOR_TOKEN，运营人员的访问令牌（POST /manager/passport/login',
    '返回的 accessToken）。登录需要人工识读图片验证码，因此脚本先由人登录一次，再用令牌发布。',
    '',
    '退出码：',
    '  0  已发布',
    '  1  页面有问题（本地检查发现，或服务器拒绝发布）',
    '  2  用法错误：缺少参数或令牌、文件无法读取',
    '  3  401：服务器不接受该令牌（已过期、已退出登录或不是运营人员的令牌）',
    '  4  403：该运营人员无权操作此页面',
    '  5  404：页面不存在',
    '  6  409：读取后，或在保存与发布之间，已有他人保存该页面；未发布任何内容',
    '  7  无法连接服务器，或服务器的回答无法识别',
  ].join('\n'),
  unknownOption: '未知选项 {{option}}',
  missingValue: '{{option}} 需要一个值',
  oneFile: '请给出且只给出一个页面文件',
  missingPage: '必须给出 --page 页面ID',
  badServer: '--server 必须是 http 或 https 地址，而不是 {{server}}',
  missingToken:
    '未设置 MALL_OPERATOR_TOKEN：请以运营人员身份登录（POST /manager/passport/login），并把返回的 accessToken 设为该变量',
  unreadable: '{{file}}：无法读取文件（{{detail}}）',
  notChecked: '{{file}}：未向服务器发送任何内容',
  problemsOffline: '{{file}}：发送前发现 {{count}} 处问题，未保存任何内容',
  refused: '{{file}}：服务器拒绝发布：{{message}}',
  draftKept: '页面 {{page}} 的草稿已保存（修订号 {{revision}}），但未发布',
  unauthorized: '服务器不接受该令牌（401：{{message}}），请重新登录并设置 MALL_OPERATOR_TOKEN',
  forbidden: '该运营人员无权操作页面 {{page}}（403：{{message}}）',
  notFound: '页面 {{page}} 不存在（404：{{message}}）',
  stale:
    '修订号 {{revision}} 之后，已有他人保存了页面 {{page}}（409：{{message}}）；未发布任何内容：可再次运行 mall-publish 覆盖发布，或先查看对方的修改',
  unreachable: '无法连接服务器 {{server}}（{{detail}}）',
  unexpected: '服务器对“{{step}}”的回答为 {{status}}：{{message}}',
  saved: '已保存页面 {{page}} 的草稿（修订号 {{revision}}）',
  published: '已发布页面 {{page}}（{{file}}），版本 {{version}}',
};

const MESSAGES: Record<Locale, Record<PublishMessageKey, string>> = { 'en-US': EN_US, 'zh-CN': ZH_CN };

/** A mall-publish message in `locale`, its `{{name}}` placeholders filled from `values`. */
export function publishMessage(
  locale: Locale,
  key: PublishMessageKey,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return MESSAGES[locale][key].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
