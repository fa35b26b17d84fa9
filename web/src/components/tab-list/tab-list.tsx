interface Tab<T extends string> {
  id: T;
  label: string;
}

interface TabListProps<T extends string> {
  /** The list's accessible name. */
  label: string;
  tabs: readonly Tab<T>[];
  current: T;
  onPick: (id: T) => void;
  className: string;
  /** Class of a tab, selected or not. */
  tabClassName: (selected: boolean) => string;
  /** Test id of a tab's button. */
  tabTestId?: (id: T) => string;
}

/** A row of tab buttons (role tablist), the current one marked aria-selected. */
export function TabList<T extends string>({
  label,
  tabs,
  current,
  onPick,
  className,
  tabClassName,
  tabTestId,
}: TabListProps<T>) {
  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          aria-selected={current === t.id}
          className={tabClassName(current === t.id)}
          data-testid={tabTestId?.(t.id)}
          onClick={() => onPick(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
