import { NoticeDetail } from './notice.detail.tsx';

/** `/notice/platformDetail?id=`: a platform notice. */
export function NoticePlatformDetailRoute() {
  return <NoticeDetail noticeType="PF" />;
}
