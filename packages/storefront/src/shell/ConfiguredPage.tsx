import { Badge, Box, Text } from '@chakra-ui/react';
import { loadBlockRegistry } from '@mall/blocks';
import { BlockServicesProvider, validatePage, type BlockDiagnostic, type PageError } from '@mall/runtime';
import { blockSetOfPage, type PageResult } from '@mall/schemas';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { recordTrackEvent } from '../services/track-buffer.ts';
import { useStorefrontServices } from '../services/useStorefrontServices.ts';

import { DiagnosticsPanel } from './DiagnosticsPanel.tsx';
import { LibraryPageRenderer } from './LibraryPageRenderer.tsx';
import { PageFrame, type PageFrameProps } from './PageFrame.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';

export interface ConfiguredPageProps {
  /**
   * The page call's result; `pageData` goes to the runtime untouched (it parses and validates).
   * Undefined while it is on its way (or when there is none): the frame shows `pending` instead.
   */
  page: PageResult | undefined;
  /** Shown in the frame while there is no page: its loading, empty or failed state. */
  pending?: ReactNode;
  /** The page has an English version: the header offers the language switch. Defaults to `false`. */
  englishEnabled?: boolean;
  /**
   * The page shown is the English version. In an English interface a page that is not says so above
   * its content, which is marked `lang="zh-CN"`. Defaults to `englishEnabled`.
   */
  contentInEnglish?: boolean;
  /** The category navigation under the header (see `PageFrame`). Defaults to none. */
  categoryNav?: PageFrameProps['categoryNav'];
}

function sameProblem(a: BlockDiagnostic, b: BlockDiagnostic): boolean {
  return a.key === b.key && a.type === b.type && a.reason === b.reason;
}

function describe(diagnostic: BlockDiagnostic): string {
  const fields = diagnostic.errors.map((error) => `${error.path || '(block)'} ${error.message}`).join('; ');
  return `[mall] block ${diagnostic.key} (${diagnostic.type}) skipped: ${diagnostic.reason}${fields ? ` - ${fields}` : ''}`;
}

/**
 * Collects what is wrong with the page in preview: everything `validatePage` finds up front, plus
 * what only shows while rendering (a throw, a chunk that fails to load), each problem once.
 */
function usePreviewDiagnostics(pageData: string, enabled: boolean, locale: 'zh-CN' | 'en-US') {
  const [diagnostics, setDiagnostics] = useState<BlockDiagnostic[]>([]);
  const [pageError, setPageError] = useState<PageError | null>(null);
  // A new page starts a new list; reset during render so the blocks' first reports are kept.
  const [listedPage, setListedPage] = useState(pageData);
  if (listedPage !== pageData) {
    setListedPage(pageData);
    setDiagnostics([]);
    setPageError(null);
  }

  const add = useCallback((found: readonly BlockDiagnostic[]) => {
    setDiagnostics((current) => {
      const fresh = found.filter((diagnostic) => !current.some((known) => sameProblem(known, diagnostic)));
      return fresh.length > 0 ? [...current, ...fresh] : current;
    });
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    loadBlockRegistry()
      .then((registry) => validatePage(pageData, { locale, catalog: registry.schemas }))
      .then(
        (validation) => {
          if (!current) return;
          if (validation.pageError) setPageError(validation.pageError);
          add(validation.diagnostics);
        },
        // Without the block index nothing renders either; the renderer's error says so.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [pageData, enabled, locale, add]);

  return { diagnostics, pageError, add, setPageError };
}

/**
 * A configured page inside the page frame. Production skips bad blocks and reports each one to the
 * console and the track buffer; preview (`isPreview=1`) shows the runtime's inline cards and a
 * diagnostics panel above the page.
 *
 * The route renders it from its first render on, with `pending` until the page arrives, so the frame
 * (header, navigation, footer, toolbars) is built once: a route that showed a frame of its own while
 * loading had the whole shell torn down and built again when the page came (issue 8, TBT and LCP).
 */
export function ConfiguredPage({
  page,
  pending = null,
  englishEnabled = false,
  contentInEnglish = englishEnabled,
  categoryNav,
}: ConfiguredPageProps) {
  const services = useStorefrontServices();
  const { t } = useTranslation('storefront');
  const preview = services.mode === 'preview';
  // The operator wrote the page in Chinese only: an English interface says so rather than mixing.
  const chineseOnly = services.locale === 'en-US' && !contentInEnglish;
  const pageData = page?.pageData ?? '';
  const pageId = page?.id;
  const { diagnostics, pageError, add, setPageError } = usePreviewDiagnostics(
    pageData,
    preview && page !== undefined,
    services.locale,
  );

  const onDiagnostic = useCallback(
    (diagnostic: BlockDiagnostic) => {
      if (preview) return add([diagnostic]);
      console.warn(describe(diagnostic), diagnostic);
      recordTrackEvent({ event: 'block-diagnostic', page_id: pageId, diagnostic });
    },
    [preview, add, pageId],
  );

  const onPageError = useCallback(
    (error: PageError) => {
      if (preview) setPageError(error);
      else console.warn(`[mall] page ${pageId} cannot be read: ${error.message}`);
    },
    [preview, setPageError, pageId],
  );

  return (
    <PageFrame
      englishEnabled={englishEnabled}
      categoryNav={categoryNav}
      customChromePage={services.customPage && page ? pageData : undefined}
      headerAside={preview ? <Badge colorPalette="orange">{t('preview.badge')}</Badge> : null}
    >
      {page ? (
        <>
          {preview ? <DiagnosticsPanel diagnostics={diagnostics} pageError={pageError} /> : null}
          {chineseOnly ? (
            <Text
              role="note"
              mb="3"
              px="3"
              py="2"
              fontSize="sm"
              color="fg.muted"
              bg="bg.muted"
              borderRadius="sm"
            >
              {t('page.onlyInChinese')}
            </Text>
          ) : null}
          <BlockServicesProvider services={services}>
            <Box lang={chineseOnly ? 'zh-CN' : undefined} display="contents">
              <LibraryPageRenderer
                fallback={<StatusMessage loading title={t('page.loading')} />}
                page={pageData}
                blockSet={blockSetOfPage(page)}
                // In custom-page mode the header and footer show the page's navigation and footer blocks.
                slot={services.customPage ? 'body' : undefined}
                onDiagnostic={onDiagnostic}
                onPageError={onPageError}
              />
            </Box>
          </BlockServicesProvider>
        </>
      ) : (
        pending
      )}
    </PageFrame>
  );
}
