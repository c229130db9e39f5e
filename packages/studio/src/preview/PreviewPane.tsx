import { Box, Spinner } from '@chakra-ui/react';
import { BlockProviders, loadBlockRegistry, PAGE_WIDTH } from '@mall/blocks';
import { PageRenderer, type BlockRegistry } from '@mall/runtime';
import type { BlockSet } from '@mall/schemas';
import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { EditorPage } from '../editor/editor-page.ts';
import { useStudioSession } from '../session/StudioSession.tsx';
import { createPreviewServices, type PreviewKind } from './preview-services.ts';

/** Room around the page's width inside the preview, in px. */
const GUTTER = 40;

/** Props of {@link PreviewPane}. */
export interface PreviewPaneProps {
  page: EditorPage;
  /** The page kind's block set; none: no block is refused for its set. */
  blockSet: BlockSet | undefined;
  kind: PreviewKind;
  selectedKey: string | null;
  onSelect: (key: string) => void;
}

/**
 * The page as visitors will see it, drawn by the real runtime and block library at PC width and
 * scaled down to fit the pane; each bad block shows its diagnostic card in place. Drawn again on
 * every change. A click selects the block under it instead of following its link.
 */
export function PreviewPane({ page, blockSet, kind, selectedKey, onSelect }: PreviewPaneProps) {
  const { uuid } = useStudioSession();
  const [registry, setRegistry] = useState<BlockRegistry | null>(null);
  const [scale, setScale] = useState(1);
  const pane = useRef<HTMLDivElement>(null);
  const services = useMemo(
    () => createPreviewServices(kind, uuid),
    // One set of services per kind: the runtime plans the page again when they change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [kind.locale, kind.platform, kind.customPage, uuid],
  );

  useEffect(() => {
    let live = true;
    void loadBlockRegistry().then((loaded) => live && setRegistry(loaded));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const element = pane.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? 0;
      if (width > 0) setScale(Math.min(1, width / (PAGE_WIDTH + GUTTER)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!selectedKey) return;
    pane.current
      ?.querySelector(`[data-block-key="${CSS.escape(selectedKey)}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedKey]);

  const selectUnder = (event: MouseEvent<HTMLDivElement>) => {
    const block = (event.target as Element).closest('[data-block-key]');
    // The preview is for looking and choosing: no link of a block is followed from here.
    event.preventDefault();
    event.stopPropagation();
    const key = block?.getAttribute('data-block-key');
    if (key) onSelect(key);
  };

  const selectedRule = selectedKey
    ? {
        [`& [data-block-key="${CSS.escape(selectedKey)}"]`]: {
          outline: '3px solid',
          outlineColor: 'red.500',
          outlineOffset: '-3px',
        },
      }
    : {};

  return (
    <Box ref={pane} h="full" overflow="auto" bg="bg.muted" data-testid="studio-preview">
      {registry ? (
        <Box
          onClickCapture={selectUnder}
          w={`${PAGE_WIDTH + GUTTER}px`}
          px={`${GUTTER / 2}px`}
          py="4"
          bg="white"
          css={{ zoom: scale, '& [data-block-key]': { cursor: 'pointer' }, ...selectedRule }}
        >
          <BlockProviders services={services}>
            {/* Live: an edit redraws only the blocks it changed (issue 23: edit -> repaint under 100 ms). */}
            <PageRenderer page={page} registry={registry} blockSet={blockSet} mode="preview" live />
          </BlockProviders>
        </Box>
      ) : (
        <Spinner m="8" />
      )}
    </Box>
  );
}
