import { Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ListTabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  /** The tab shown. */
  value: T;
  /** The tabs, in their order, with their names. */
  tabs: readonly { value: T; label: string }[];
  /** Another tab was chosen. */
  onChange: (next: T) => void;
  /** The shown tab's content. */
  children: ReactNode;
}

/** Tabs over one list, a tab per filter (status, kind); the page keeps which one is shown. */
export function ListTabs<T extends string>({ label, value, tabs, onChange, children }: ListTabsProps<T>) {
  return (
    <Tabs.Root
      value={value}
      onValueChange={(details) => {
        const chosen = tabs.find((tab) => tab.value === details.value);
        if (chosen) onChange(chosen.value);
      }}
    >
      <Tabs.List aria-label={label}>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value}>{children}</Tabs.Content>
    </Tabs.Root>
  );
}
