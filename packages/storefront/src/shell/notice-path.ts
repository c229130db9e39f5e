import type { Notice } from '@mall/schemas';

/** Where the notice list lives. */
export const NOTICE_LIST_PATH = '/notice';

/** The detail route of a notice: `/notice/detail?id=` (enterprise) or `/notice/platformDetail?id=`. */
export function noticeDetailPath(notice: Pick<Notice, 'id' | 'noticeType'>): string {
  const route = notice.noticeType === 'PF' ? '/notice/platformDetail' : '/notice/detail';
  return `${route}?${new URLSearchParams({ id: notice.id })}`;
}

/** The notice list, on the tab of a notice type. */
export function noticeListPath(noticeType: Notice['noticeType']): string {
  return `${NOTICE_LIST_PATH}?${new URLSearchParams({ type: noticeType })}`;
}
