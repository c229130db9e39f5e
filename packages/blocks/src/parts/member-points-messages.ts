import type { MessageCatalogue } from '@mall/runtime';

/** Strings of {@link useMemberPoints} (namespace `blocks`), loaded with the chunk of the block using it. */
export const memberPointsMessages: MessageCatalogue = {
  'zh-CN': {
    'memberPoints.welfarePoints': '福利积分',
    'memberPoints.balance': '我的{{name}}',
    'memberPoints.account': '我的积分',
  },
  'en-US': {
    'memberPoints.welfarePoints': 'welfare points',
    'memberPoints.balance': 'My {{name}}',
    'memberPoints.account': 'My points',
  },
};
