import { Badge } from '@chakra-ui/react';
import { loadBlockRegistry } from '@mall/blocks';
import { BlockServicesProvider, validatePage, type BlockDiagnostic, type PageError } from '@mall/runtime';
import type { PageResult } from '@mall/schemas';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordTrackEvent } from '../services/track-buffer.ts';
import { useStorefrontServices } from '../services/useStorefrontServices.ts';
import { blockSetOf } from './block-set-of.ts';
import { DiagnosticsPanel } from './DiagnosticsPanel.tsx';
import { LibraryPageRenderer } from './LibraryPageRenderer.tsx';
import { PageFrame, type PageFrameProps } from './PageFrame.tsx';
import { StatusMessage } from './StatusMessage.tsx';

export interface ConfiguredPageProps {
  /** The page call's result; `pageData` goes to the runtime untouched (it parses and validates). */
  page: PageResult;
  /** The page has an English version: the header offers the language switch. Defaults to `false`. */
  englishEnabled?: boolean;
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
 */
export function ConfiguredPage({ page, englishEnabled = false, categoryNav }: ConfiguredPageProps) {
  const services = useStorefrontServices();
  const { t } = useTranslation('storefront');
  const preview = services.mode === 'preview';
  const { diagnostics, pageError, add, setPageError } = usePreviewDiagnostics(
    page.pageData,
    preview,
    services.locale,
  );

  const onDiagnostic = useCallback(
    (diagnostic: BlockDiagnostic) => {
      if (preview) return add([diagnostic]);
      console.warn(describe(diagnostic), diagnostic);
      recordTrackEvent({ event: 'block-diagnostic', page_id: page.id, diagnostic });
    },
    [preview, add, page.id],
  );

  const onPageError = useCallback(
    (error: PageError) => {
      if (preview) setPageError(error);
      else console.warn(`[mall] page ${page.id} cannot be read: ${error.message}`);
    },
    [preview, setPageError, page.id],
  );

  return (
    <BlockServicesProvider services={services}>
      <PageFrame
        englishEnabled={englishEnabled}
        categoryNav={categoryNav}
        customChromePage={services.customPage ? page.pageData : undefined}
        headerAside={preview ? <Badge colorPalette="orange">{t('preview.badge')}</Badge> : null}
      >
        {preview ? <DiagnosticsPanel diagnostics={diagnostics} pageError={pageError} /> : null}
        <LibraryPageRenderer
          fallback={<StatusMessage loading title={t('page.loading')} />}
          page={page.pageData}
          blockSet={blockSetOf(page)}
          // In custom-page mode the header and footer show the page's navigation and footer blocks.
          slot={services.customPage ? 'body' : undefined}
          onDiagnostic={onDiagnostic}
          onPageError={onPageError}
        />
      </PageFrame>
    </BlockServicesProvider>
  );
}
