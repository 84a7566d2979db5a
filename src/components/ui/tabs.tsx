import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './tabs.module.css';

export interface TabItem<V extends string = string> {
  value: V;
  label: ReactNode;
  /** Optional count shown as a pill after the label (e.g. number of contracts). */
  count?: number;
  disabled?: boolean;
}

export interface TabsProps<V extends string = string> {
  /** The tabs, in order: value, label, optional count and disabled. */
  items: readonly TabItem<V>[];
  /** The selected tab (controlled). */
  value: V;
  /** Called with the tab chosen by click or arrow key. */
  onChange: (value: V) => void;
  /** Accessible name of the tab list (e.g. "Contract status"). */
  label: string;
  /** `main` underlined tabs (default) or compact `sub` pills. */
  variant?: 'main' | 'sub';
  /** Content of the selected tab, rendered in the tabpanel. Without children no panel is rendered. */
  children?: ReactNode;
  /** Stretch the tabs over the full width. */
  fullWidth?: boolean;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select (mirrored in RTL),
 * Home/End jump to the ends, disabled tabs are skipped. Controlled via `value`/`onChange`.
 */
export function Tabs<V extends string = string>({
  items,
  value,
  onChange,
  label,
  variant = 'main',
  children,
  fullWidth = false,
  className,
}: TabsProps<V>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (tabValue: string) => `${baseId}-tab-${tabValue.replace(/\s+/g, '-')}`;
  const panelId = `${baseId}-panel`;
  const hasPanel = children !== undefined && children !== null && children !== false;
  const selectedIndex = items.findIndex((item) => item.value === value);
  // Keep one tab in the Tab order even when `value` matches none.
  const focusableIndex = selectedIndex >= 0 ? selectedIndex : items.findIndex((item) => !item.disabled);

  const select = (index: number) => {
    const item = items[index];
    if (!item) return;
    listRef.current?.ownerDocument.getElementById(tabId(item.value))?.focus();
    if (item.value !== value) onChange(item.value);
  };

  const step = (from: number, delta: 1 | -1) => {
    for (let i = 1; i <= items.length; i += 1) {
      const index = (from + delta * i + items.length * i) % items.length;
      if (!items[index]?.disabled) return index;
    }
    return from;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const next = rtl ? 'ArrowLeft' : 'ArrowRight';
    const previous = rtl ? 'ArrowRight' : 'ArrowLeft';
    let target: number | undefined;
    if (event.key === next) target = step(index, 1);
    else if (event.key === previous) target = step(index, -1);
    else if (event.key === 'Home') target = step(-1 + items.length, 1);
    else if (event.key === 'End') target = step(0, -1);
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={cx(styles.tabs, styles[variant], className)}>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={cx(styles.list, fullWidth && styles.fullWidth)}
      >
        {items.map((item, index) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              id={tabId(item.value)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected && hasPanel ? panelId : undefined}
              tabIndex={index === focusableIndex ? 0 : -1}
              disabled={item.disabled}
              className={styles.tab}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <span className={styles.tabLabel}>{item.label}</span>
              {item.count !== undefined ? (
                <>
                  {/* The space keeps the accessible name "Approved 3", not "Approved3"; flex hides it. */}
                  {' '}
                  <span className={styles.count}>{item.count}</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {hasPanel ? (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={selectedIndex >= 0 ? tabId(value) : undefined}
          tabIndex={0}
          className={styles.panel}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** The compact second-level variant of Tabs (e.g. counterpart type under a status tab). */
export function SubTabs<V extends string = string>(props: Omit<TabsProps<V>, 'variant'>) {
  return <Tabs {...props} variant="sub" />;
}
