import type { UserInfo } from '@mall/schemas';

/** A member who may use both platforms. */
export const STORY_MEMBER: UserInfo = {
  id: 'm-1001',
  oneId: 'ent-a',
  username: 'zhangsan',
  nickName: '张三',
  point: 1280,
  canLogout: true,
  platformPermission: 'ALL',
};

/** A dealer member: dealer code, last login time and point balance in the strip. */
export const STORY_DEALER: UserInfo = {
  ...STORY_MEMBER,
  id: 'm-2001',
  username: 'dealer01',
  nickName: '李经理',
  dealerCode: 'JXS-0086',
  lastLoginDate: '2026-11-20T09:05:03',
  point: 56000,
  platformPermission: 'HSHSC',
};

/** A fixed account: it cannot log out and has no homepage or account entries. */
export const STORY_FIXED_ACCOUNT: UserInfo = {
  ...STORY_MEMBER,
  id: 'm-3001',
  username: 'kiosk01',
  nickName: '前台公用账号',
  canLogout: false,
  platformPermission: 'DZPT',
};

/** What a story stores as the access token of a member. */
export const STORY_ACCESS_TOKEN = 'story-access-token';
