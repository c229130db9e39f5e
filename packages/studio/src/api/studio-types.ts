import type { DiagnosticReason, PageErrorReason } from '@mall/runtime';
import type { PageType, Platform } from '@mall/schemas';

// What the operators' API answers (packages/server/src/services/page-studio.ts and page-gate.ts),
// as the studio reads it. Dates arrive as ISO text.

export type { PageType, Platform };

/** `draft`: never published; `published`: visitors see the draft; `changed`: saved since publishing. */
export type PageState = 'draft' | 'published' | 'changed';

/** The logged-in operator. */
export interface Operator {
  id: string;
  username: string;
  nickName: string;
  role: 'platform' | 'enterprise';
  platforms: Platform[];
  oneId: string | null;
}

/** A page as the list shows it. */
export interface StudioPage {
  id: string;
  name: string;
  platform: Platform;
  pageType: PageType;
  oneId: string | null;
  isPublic: boolean;
  isEnglish: boolean;
  idEn: string | null;
  englishOf: string | null;
  inSlot: boolean;
  state: PageState;
  draftRevision: number;
  publishedVersion: number | null;
  updatedAt: string;
}

/** A page as the editor opens it. */
export interface StudioPageDetail extends StudioPage {
  /** The draft, JSON text. */
  pageData: string;
  /** What visitors see, JSON text; null until the first publish. */
  publishedPageData: string | null;
}

/** One problem of a draft, as the publish gate reports it. */
export interface PageProblem {
  key: string;
  type: string;
  reason: DiagnosticReason | PageErrorReason;
  field: string;
  message: string;
  position?: number;
  name?: string;
}

/** A page and its draft's problems. */
export interface CheckedPage {
  page: StudioPageDetail;
  problems: PageProblem[];
}

/** One published version and what it changed. */
export interface PageVersion {
  version: number;
  operator: { id: string; nickName: string } | null;
  publishedAt: string;
  rollbackOf: number | null;
  summary: {
    added: string[];
    removed: string[];
    moved: string[];
    changed: { key: string; fields: string[] }[];
  };
}

/** A page of a list. */
export interface ListPageOf<T> {
  records: T[];
  total: number;
  current: number;
  size: number;
  pages: number;
}

/** A new page. */
export interface NewPage {
  name: string;
  platform: Platform;
  pageType: PageType;
  oneId?: string | null;
  pageData?: string;
  englishOf?: string | null;
}
