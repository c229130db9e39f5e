import { API_PATHS } from '@mall/schemas';
import type { NoticeDetail, NoticePage, NoticeRange, NoticeType } from '@mall/schemas';
import { request } from './request.ts';

/** Which page of notices to fetch. */
export interface NoticePageQuery {
  /** From 1. */
  pageNumber: number;
  /** 1 to 100. */
  pageSize: number;
  /** One kind only; both when left out (a guest gets platform notices only either way). */
  noticeType?: NoticeType;
  /** Platform notices of this platform only. */
  noticeRange?: NoticeRange;
}

/** A page of notices, newest first; enterprise notices are the member's enterprise's. */
export function fetchNoticePage(query: NoticePageQuery): Promise<NoticePage> {
  return request<NoticePage>(API_PATHS.noticeList, { query: { ...query } });
}

/** One notice with its HTML content. An unknown notice is a silent 404 (`RequestError` 'not-found'). */
export function fetchNotice(id: string): Promise<NoticeDetail> {
  return request<NoticeDetail>(API_PATHS.notice, { query: { id } });
}
