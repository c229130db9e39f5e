import { Button, Flex, Text } from '@chakra-ui/react';

/** One choice of a filter row. */
export interface FilterOption {
  id: string;
  label: string;
  /** Goods the search finds with this option, shown after the label. */
  count?: number;
  chosen: boolean;
  onChoose: () => void;
}

export interface FilterRowProps {
  /** What the row filters by, for screen readers and (when `showTitle`) on screen. */
  title: string;
  showTitle: boolean;
  /** The "all" choice: no filter of this row. */
  allLabel: string;
  onAll: () => void;
  options: readonly FilterOption[];
}

/** A row of toggle buttons under the list's title: "all", then one per option; the chosen ones pressed. */
export function FilterRow({ title, showTitle, allLabel, onAll, options }: FilterRowProps) {
  const anyChosen = options.some((option) => option.chosen);
  return (
    <Flex
      role="group"
      aria-label={title}
      gap="2"
      align="baseline"
      wrap="wrap"
      py="2"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Text w="20" flexShrink={0} color="fg.muted" fontSize="sm">
        {showTitle ? title : ''}
      </Text>
      <Button size="xs" variant={anyChosen ? 'ghost' : 'subtle'} aria-pressed={!anyChosen} onClick={onAll}>
        {allLabel}
      </Button>
      {options.map((option) => (
        <Button
          key={option.id}
          size="xs"
          variant={option.chosen ? 'subtle' : 'ghost'}
          aria-pressed={option.chosen}
          onClick={option.onChoose}
        >
          {option.label}
          {option.count === undefined ? null : (
            <Text as="span" ms="1" color="fg.muted" fontWeight="normal">
              ({option.count})
            </Text>
          )}
        </Button>
      ))}
    </Flex>
  );
}
