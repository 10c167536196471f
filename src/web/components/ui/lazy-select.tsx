import { ChevronDown } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import type { SelectFieldProps } from './select-field';

const load = () => import('./select-field');
const SelectField = lazy(load);

/**
 * A select whose Radix code (the select, its popper and Floating UI, about 28 KB gzip) loads when
 * the visitor shows an intent to use it: pointer over it, focus, a press. Until then a stand-in
 * with the same look, role and label holds its place; a press or an opening key on it opens the
 * real select as soon as it has loaded, and the focus moves over with it.
 */
export function LazySelect(props: Omit<SelectFieldProps, 'defaultOpen' | 'autoFocus'>) {
  const [wanted, setWanted] = useState<null | { open: boolean; focus: boolean }>(null);
  const want = (open: boolean, focus: boolean) => {
    void load();
    setWanted((w) => ({ open: open || (w?.open ?? false), focus: focus || (w?.focus ?? false) }));
  };
  const label = props.options.find((o) => o.value === props.value)?.label ?? '';
  const standIn = (
    <button
      type="button"
      id={props.id}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      onPointerEnter={() => void load()}
      onFocus={() => want(false, true)}
      onPointerDown={(e) => {
        if (e.button === 0) want(true, true);
      }}
      onKeyDown={(e: KeyboardEvent) => {
        if ([' ', 'Enter', 'ArrowDown', 'ArrowUp'].includes(e.key)) {
          e.preventDefault();
          want(true, true);
        }
      }}
      className="flex h-10 w-full items-center justify-between rounded-md border border-input bg-background px-3 py-2 text-sm focus:outline-none focus:ring-2 focus:ring-ring [&>span]:truncate"
    >
      <span style={{ pointerEvents: 'none' }}>{label}</span>
      <ChevronDown className="size-4 opacity-50" aria-hidden="true" />
    </button>
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <SelectField {...props} defaultOpen={wanted.open} autoFocus={wanted.focus} />
    </Suspense>
  );
}
