import type { LatestPopupRequest, Notice, Popup, PopupType } from '@mall/schemas';
import { fn } from 'storybook/test';
import type { PopupApi } from '../shell/PopupHost.tsx';

/** A notice with sensible defaults; override what the story is about. */
export function storyNotice(overrides: Partial<Notice> = {}): Notice {
  return {
    id: 'n-1',
    noticeTitle: '关于2026年春节福利积分发放的通知',
    noticeType: 'EP',
    noticeRange: null,
    createTime: '2026-02-28 10:00:00',
    updateTime: '2026-02-28 14:00:00',
    ...overrides,
  };
}

/** Two enterprise notices and a platform one, as the header marquee gets them. */
export const STORY_NOTICES: readonly Notice[] = [
  storyNotice(),
  storyNotice({ id: 'n-2', noticeTitle: '2026年度员工健康体检预约开始', updateTime: '2026-02-25 09:00:00' }),
  storyNotice({
    id: 'pf-1',
    noticeTitle: '春节期间商城物流配送时效说明',
    noticeType: 'PF',
    noticeRange: 'HSHSC',
    updateTime: '2026-02-26 18:00:00',
  }),
];

/** A popup with sensible defaults; override what the story is about. */
export function storyPopup(overrides: Partial<Popup> = {}): Popup {
  return {
    id: 'popup-th',
    popupTitle: '温馨提示：谨防福利积分诈骗',
    popupMessage:
      '<p>近期出现冒充“福利商城客服”索要积分兑换码的诈骗电话。</p><p><strong>商城工作人员不会索要您的密码或验证码。</strong></p>',
    popupType: 'TH',
    popupFrequency: 3,
    popupRange: 'HSHSC',
    ...overrides,
  };
}

/** What an operator pasted badly: a script, an image with an event handler and a javascript: link. */
export const HOSTILE_POPUP_MESSAGE =
  '<p>请登录后核对默认收货地址。</p><script>window.__xss=1</script><p><img src=x onerror="window.__xss=1">地址需精确到门牌号。</p><p><a href="javascript:window.__xss=1">点此查看填写示例</a></p>';

/** The TH, enterprise and platform popups of a login. */
export const STORY_POPUPS: Record<PopupType, Popup> = {
  TH: storyPopup(),
  EP: storyPopup({
    id: 'popup-ep',
    popupTitle: '春节福利积分已到账',
    popupMessage: '<p>2026年春节福利积分（800 积分）已发放至您的福利账户，请及时兑换。</p>',
    popupType: 'EP',
    popupFrequency: 1,
  }),
  PF: storyPopup({
    id: 'popup-pf',
    popupTitle: '春节物流配送提醒',
    popupMessage: '<p>2月10日至2月20日期间下单的商品将顺延发货。</p>',
    popupType: 'PF',
    popupFrequency: 1,
  }),
};

/**
 * Popup calls answered from `popups` by type (whatever the frequency), with spies to assert on.
 * The spies are the story's own: tests clear them between runs.
 */
export function storyPopupApi(popups: Partial<Record<PopupType, Popup>>): PopupApi {
  return {
    fetchLatestPopup: fn(async ({ popupType }: LatestPopupRequest) => popups[popupType] ?? null),
    postPopupCancelStatus: fn(async () => undefined),
  };
}
