import type { NoticeItem } from '@mall/schemas';
import { BlockLink, type BlockLinkProps } from './BlockLink.tsx';
import { withQuery } from './link-href.ts';

/** What a notice needs to be linked: its title, its own link, its id. */
export type LinkedNotice = Pick<NoticeItem, 'id' | 'title' | 'url'>;

/** Where a notice leads: its own link, else its detail page when it has an id. */
export function noticeUrl(notice: LinkedNotice): string | undefined {
  if (notice.url?.trim()) return notice.url;
  return notice.id ? withQuery('/notice/detail', { id: notice.id }) : undefined;
}

/** Props of {@link NoticeLink}. */
export interface NoticeLinkProps extends Omit<BlockLinkProps, 'url' | 'children'> {
  notice: LinkedNotice;
}

/** A notice's title on one line, opening the notice (see {@link noticeUrl}); the notice blocks list them. */
export function NoticeLink({ notice, ...linkProps }: NoticeLinkProps) {
  return (
    <BlockLink
      url={noticeUrl(notice)}
      fontSize="sm"
      color="fg"
      lineClamp={1}
      _hover={{ color: 'brand.solid', textDecoration: 'underline' }}
      {...linkProps}
    >
      {notice.title}
    </BlockLink>
  );
}
