import { Badge, Box, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  sortableKeyboardCoordinates,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorBlock } from './editor-page.ts';
import { CopyIcon, GripIcon, TrashIcon } from './icons.tsx';

/** Props of {@link BlockList}. */
export interface BlockListProps {
  blocks: readonly EditorBlock[];
  selectedKey: string | null;
  /** Problems per block key, for the count beside each. */
  problemCounts: ReadonlyMap<string, number>;
  onSelect: (key: string) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (key: string) => void;
  onRemove: (key: string) => void;
}

/** How a block is called in the list: the name the operator gave it, else its type. */
export function blockLabel(block: EditorBlock): string {
  return block.name?.trim() ? block.name : block.type;
}

function BlockRow({
  blockKey,
  label,
  type,
  position,
  count,
  selected,
  onSelect,
  onDuplicate,
  onRemove,
}: {
  blockKey: string;
  label: string;
  type: string;
  position: number;
  count: number;
  selected: boolean;
  onSelect: (key: string) => void;
  onDuplicate: (key: string) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation('studio');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: blockKey });
  return (
    <HStack
      ref={setNodeRef}
      as="li"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      gap="1"
      p="2"
      borderWidth="1px"
      borderRadius="md"
      bg={selected ? 'red.50' : 'bg'}
      borderColor={selected ? 'red.400' : 'border'}
      opacity={isDragging ? 0.6 : 1}
      aria-current={selected ? 'true' : undefined}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('blocks.move', { name: label })}
        size="xs"
        variant="ghost"
        cursor="grab"
      >
        <GripIcon />
      </IconButton>
      <Box
        as="button"
        flex="1"
        textAlign="start"
        minW="0"
        onClick={() => onSelect(blockKey)}
        aria-label={t('blocks.select', { position, name: label })}
      >
        <Text fontSize="sm" fontWeight="medium" truncate>
          {position}. {label}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          {type}
        </Text>
      </Box>
      {count > 0 ? (
        <Badge colorPalette="red" aria-label={t('blocks.problemCount', { count })}>
          {count}
        </Badge>
      ) : null}
      <IconButton
        aria-label={t('blocks.duplicate', { name: label })}
        size="xs"
        variant="ghost"
        onClick={() => onDuplicate(blockKey)}
      >
        <CopyIcon />
      </IconButton>
      <IconButton
        aria-label={t('blocks.remove', { name: label })}
        size="xs"
        variant="ghost"
        onClick={() => onRemove(blockKey)}
      >
        <TrashIcon />
      </IconButton>
    </HStack>
  );
}

/** Whether two lists show the same rows: keys, labels and types in the same order. */
function sameRows(before: readonly EditorBlock[], after: readonly EditorBlock[]): boolean {
  return (
    before.length === after.length &&
    before.every((block, index) => {
      const other = after[index]!;
      return block.key === other.key && block.type === other.type && blockLabel(block) === blockLabel(other);
    })
  );
}

function sameCounts(before: ReadonlyMap<string, number>, after: ReadonlyMap<string, number>): boolean {
  return before.size === after.size && [...before].every(([key, count]) => after.get(key) === count);
}

/**
 * The page's blocks in order. Each moves by dragging its handle, or from the keyboard: focus the
 * handle, Space to lift, arrow keys to move, Space to drop (Escape puts it back). Each can be
 * selected, duplicated and removed, and shows how many problems it has.
 *
 * Drawn again only when a row would change: an edit of a block's options leaves the list alone
 * (dnd-kit's sortable context tells every row of any redraw of the list).
 */
export const BlockList = memo(
  BlockListView,
  (before, after) =>
    sameRows(before.blocks, after.blocks) &&
    sameCounts(before.problemCounts, after.problemCounts) &&
    before.selectedKey === after.selectedKey &&
    before.onSelect === after.onSelect &&
    before.onMove === after.onMove &&
    before.onDuplicate === after.onDuplicate &&
    before.onRemove === after.onRemove,
);

function BlockListView({
  blocks,
  selectedKey,
  problemCounts,
  onSelect,
  onMove,
  onDuplicate,
  onRemove,
}: BlockListProps) {
  const { t } = useTranslation('studio');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = blocks.map((block) => block.key);
  const labelOf = (key: unknown) => {
    const index = keys.indexOf(String(key));
    const block = blocks[index];
    return { name: block ? blockLabel(block) : '', position: index + 1 };
  };

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{
        screenReaderInstructions: { draggable: t('blocks.dragHelp') },
        announcements: {
          onDragStart: ({ active }) => t('blocks.lifted', labelOf(active.id)),
          onDragOver: ({ active, over }) =>
            over ? t('blocks.over', { ...labelOf(active.id), to: labelOf(over.id).position }) : undefined,
          onDragEnd: ({ active, over }) =>
            over ? t('blocks.dropped', { ...labelOf(active.id), to: labelOf(over.id).position }) : undefined,
          onDragCancel: ({ active }) => t('blocks.cancelled', labelOf(active.id)),
        },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Stack as="ol" gap="2" listStyleType="none" aria-label={t('blocks.title')}>
          {blocks.map((block, index) => (
            <BlockRow
              key={block.key}
              blockKey={block.key}
              label={blockLabel(block)}
              type={block.type}
              position={index + 1}
              count={problemCounts.get(block.key) ?? 0}
              selected={block.key === selectedKey}
              onSelect={onSelect}
              onDuplicate={onDuplicate}
              onRemove={onRemove}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
