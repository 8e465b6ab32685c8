import { createContext, use, useEffect, useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * Tabs in the app's look (the active tab underlined in the accent), following the WAI-ARIA tabs pattern: a
 * tablist of tabs, one tab stop (the selected tab), Left/Right/Home/End move between tabs and select the one
 * they reach, and only the selected panel is mounted. Written here rather than taken from Radix: Radix's tabs
 * keep their tab stop and item count in state set from effects after mounting, so a title page re-rendered
 * its tabs synchronously as it came alive, on a phone's main thread.
 */

interface TabsState {
  value: string | undefined;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const tabs = use(TabsContext);
  if (!tabs) throw new Error(`<${part}> must be inside <Tabs>`);
  return tabs;
}

interface TabsProps {
  /**
   * What the ids of the tabs and panels start with: unique on the page (the default suits one set of tabs). Not
   * from useId: a server-rendered screen keeps the server's ids through hydration, while a panel mounted later
   * would take the browser's, which differ (the two render the app under different routers).
   */
  id?: string;
  /** The selected tab when controlled; with onValueChange. */
  value?: string;
  /** The tab selected first when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
}

export function Tabs({ id = 'tabs', value, defaultValue, onValueChange, className, children }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const selected = value ?? own;
  const state: TabsState = {
    value: selected,
    select: (next) => {
      if (next === selected) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    // Values are the app's own words ('about', 'week'): safe in an id.
    idOf: (part, tab) => `${id}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const list = useRef<HTMLDivElement>(null);
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const next = NEXT_KEYS[event.key];
    const tabs = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? [])];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (!next || index < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    // Focusing a tab selects it (the tab's onFocus), as the pattern's automatic activation has it.
    tabs[next(index, tabs.length)]?.focus();
  };
  return (
    // The tabs take the focus; the list only hears their arrow keys.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      ref={list}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={moveFocus}
      className={cn(
        'flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none]',
        // Tabs that do not fit a phone scroll sideways; the faded edge shows there are more.
        'max-sm:pr-6 max-sm:[mask-image:linear-gradient(to_right,#000_calc(100%-24px),transparent)]',
        className,
      )}
      {...props}
    />
  );
}

/** The faded edge of a list that scrolls (TabsList): a tab under it is not yet quite in view. */
const FADED_EDGE_PX = 24;

/**
 * Scrolls a list of tabs sideways, and only sideways, so that its selected `tab` shows whole: on a phone, a tab
 * chosen from a link or by the arrow keys may lie past the list's edge. The page itself does not move.
 */
function revealInList(tab: HTMLElement): void {
  const list = tab.parentElement;
  if (!list || list.scrollWidth <= list.clientWidth) return;
  const from = list.getBoundingClientRect();
  const box = tab.getBoundingClientRect();
  if (box.left < from.left) list.scrollLeft -= from.left - box.left;
  else if (box.right > from.right - FADED_EDGE_PX) list.scrollLeft += box.right - (from.right - FADED_EDGE_PX);
}

export function TabsTrigger({ value, className, children, ...props }: ComponentProps<'button'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const active = tabs.value === value;
  const tab = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (active && tab.current) revealInList(tab.current);
  }, [active]);
  return (
    <button
      ref={tab}
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={active}
      aria-controls={tabs.idOf('panel', value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
      className={cn(
        '-mb-px h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-semibold text-muted transition-colors duration-150',
        'hover:text-fg data-[state=active]:border-accent data-[state=active]:text-fg',
        className,
      )}
      {...props}
    >
      {children}
    </button>
  );
}

export function TabsContent({ value, className, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs('TabsContent');
  const active = tabs.value === value;
  // Every panel is in the page, so each tab's aria-controls names an element; only the selected one has content.
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      tabIndex={0}
      className={cn('pt-6', className)}
      {...props}
    >
      {active && children}
    </div>
  );
}
