import { loadBlockRegistry } from '@mall/blocks';
import { PageRenderer, type PageRendererProps } from '@mall/runtime';
import { Suspense, use, type ReactNode } from 'react';

/** Props of {@link LibraryPageRenderer}: the renderer's, less the registry, and what shows meanwhile. */
export interface LibraryPageRendererProps extends Omit<PageRendererProps, 'registry'> {
  /** Shown until the block index has arrived. Defaults to nothing. */
  fallback?: ReactNode;
}

function RendererWithIndex(props: Omit<PageRendererProps, 'registry'>) {
  return <PageRenderer {...props} registry={use(loadBlockRegistry())} />;
}

/**
 * The page runtime over our block library. The library's index is a chunk of its own, requested
 * beside the page data (see `useConfiguredPageData`), so it has usually arrived with the page.
 */
export function LibraryPageRenderer({ fallback = null, ...props }: LibraryPageRendererProps) {
  return (
    <Suspense fallback={fallback}>
      <RendererWithIndex {...props} />
    </Suspense>
  );
}
