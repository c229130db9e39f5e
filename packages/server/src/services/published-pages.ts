import { createHash } from 'node:crypto';
import type { PageResult, Platform } from '@mall/schemas';
import type { Db } from '../db/db.ts';
import { createNoticedMemo } from './noticed-memo.ts';
import { findPublicPage, findSlotPage, type PageSlot } from './pages.ts';

/** A published page as the page calls answer it, with the ETag of that answer. */
export interface PublishedPage {
  result: PageResult | null;
  /** `result` as JSON, written once: a page is tens of kilobytes of escaped JSON text. */
  json: string;
  etag: string;
}

/** The published pages by slot, from memory. */
export interface PublishedPages {
  /** The page a member's (or guest's) slot shows: `findSlotPage`. */
  slot(slot: PageSlot): Promise<PublishedPage>;
  /** The page a platform shows guests: `findPublicPage`. */
  shared(platform: Platform, pageClientType?: string): Promise<PublishedPage>;
  close(): Promise<void>;
}

const etagOf = (json: string) => `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;

/**
 * Page data changes only when an operator publishes, rolls back or a page is otherwise written, and
 * every such write NOTIFYs (migration 028): each slot's page is read once and then answered from
 * memory until then, in every process on the database (issue 24). `db` is the primary, never a
 * replica, even when the app has one: a page read from a replica right after the notice could be the
 * one just replaced, and would be kept until the next publish (see `createNoticedMemo`).
 */
export async function createPublishedPages(db: Db): Promise<PublishedPages> {
  const memo = await createNoticedMemo<PublishedPage>(db, 'mall_pages');
  const kept = async (key: string, read: () => Promise<PageResult | null>) =>
    memo.get(key, async () => {
      const result = await read();
      const json = JSON.stringify(result);
      return { result, json, etag: etagOf(json) };
    });
  return {
    slot: (slot) =>
      kept(
        ['slot', slot.platform, slot.pageClientType ?? 'PC', slot.pageType, slot.oneId ?? ''].join('\n'),
        () => findSlotPage(db, slot),
      ),
    shared: (platform, pageClientType = 'PC') =>
      kept(['shared', platform, pageClientType].join('\n'), () =>
        findPublicPage(db, platform, pageClientType),
      ),
    close: () => memo.close(),
  };
}
