import { useLayoutEffect, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Whether the element holds nothing (a block that rendered `null`), kept up to date as its content
 * comes and goes: a block may draw nothing until its data arrives, or stop when its list empties.
 */
function useRendersNothing(ref: RefObject<HTMLElement | null>): boolean {
  const [empty, setEmpty] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const check = () => setEmpty(element.childNodes.length === 0);
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { childList: true });
    return () => observer.disconnect();
  }, [ref]);
  return empty;
}

/** Props of {@link EmptyBlockNote}. */
export interface EmptyBlockNoteProps {
  /** The wrapper the block renders into. */
  target: RefObject<HTMLElement | null>;
  blockKey: string;
  type: string;
  name?: string | undefined;
}

/**
 * Preview mode's note under a valid block that draws nothing (an empty list, a condition not met,
 * such as the points band of a member with enough points): the operator sees that the block is
 * there and shows nothing, where a visitor sees nothing at all (issue 23: a block that passes
 * validation renders something visible or says why not).
 */
export function EmptyBlockNote({ target, blockKey, type, name }: EmptyBlockNoteProps): ReactNode {
  const { t } = useTranslation('runtime');
  if (!useRendersNothing(target)) return null;
  return (
    <p
      role="note"
      style={{
        margin: '8px 0',
        padding: '8px 16px',
        border: '1px dashed #8c8c8c',
        borderRadius: 4,
        background: '#fafafa',
        color: '#434343',
        fontSize: 13,
        lineHeight: 1.5,
      }}
    >
      {t('previewEmptyBlock', { block: name ? `${name} (${blockKey})` : blockKey, blockType: type })}
    </p>
  );
}
