import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageFrame } from '../shell/PageFrame.tsx';
import { ArticleView } from './ArticleView.tsx';
import { ACCOUNT_CENTER_PAGES, MEMBER_HELP_PAGES, type HelpPage } from './help-pages.ts';
import { HelpMenu } from './HelpMenu.tsx';
import { useHelpStrings } from './useHelpStrings.ts';

/** The side menus of the help pages: the footer's help centre, and the member centre's service pages. */
const MENUS = {
  accountCenter: { pages: ACCOUNT_CENTER_PAGES, titleKey: 'help.centre' },
  member: { pages: MEMBER_HELP_PAGES, titleKey: 'help.memberMenu' },
} as const satisfies Record<string, { pages: readonly HelpPage[]; titleKey: string }>;

/** Which side menu a help page shows. */
export type HelpMenuId = keyof typeof MENUS;

export interface HelpArticlePageProps {
  /** The page, one of its menu's. */
  path: (typeof MENUS)[HelpMenuId]['pages'][number]['path'];
  menu: HelpMenuId;
}

/**
 * A help page: its menu beside the article it shows (the article's title is the page's heading;
 * the menu's name for it until the article is there). A terms page of the menu shows its terms.
 */
export function HelpArticlePage({ path, menu }: HelpArticlePageProps) {
  const { t } = useHelpStrings();
  const { pages, titleKey } = MENUS[menu];
  const page: HelpPage | undefined = (pages as readonly HelpPage[]).find((entry) => entry.path === path);
  return (
    <HelpFrame menu={menu}>
      <ArticleView articleId={page?.articleId ?? ''} fallbackTitle={t(page?.labelKey ?? titleKey)} />
    </HelpFrame>
  );
}

export interface HelpFrameProps {
  menu: HelpMenuId;
  children: ReactNode;
}

/** The page frame of a help page: the side menu, then the page's content. */
export function HelpFrame({ menu, children }: HelpFrameProps) {
  const { pages, titleKey } = MENUS[menu];
  return (
    <PageFrame>
      <Flex px="4" pb="8" gap="8" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <HelpMenu pages={pages} titleKey={titleKey} />
        {children}
      </Flex>
    </PageFrame>
  );
}
