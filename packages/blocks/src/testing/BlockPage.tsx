import { PageRenderer } from '@mall/runtime';
import { useMemo } from 'react';
import { blockRegistry } from '../registry.ts';

/** Props of {@link BlockPage}. */
export interface BlockPageProps {
  /** One page block as operators write it: `{ key, type, name, options }` (a fixture, valid or not). */
  block: object;
}

/**
 * One block rendered the way a page renders it: through the runtime's pipeline (migrate, validate,
 * lazy chunk, boundary) in preview mode, so invalid data shows the diagnostic card. Stories use it.
 */
export function BlockPage({ block }: BlockPageProps) {
  // The renderer re-plans when `page` changes identity, so the wrapper is made again only when the
  // block's content changes (a story rebuilds the block object from its args on every render).
  const content = JSON.stringify(block);
  const page = useMemo(() => ({ list: [JSON.parse(content) as unknown] }), [content]);
  return <PageRenderer page={page} registry={blockRegistry} mode="preview" />;
}
