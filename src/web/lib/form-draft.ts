import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

const PREFIX = 'draft:';

/** The stored draft of `key`, or null (none, or no storage). */
function load(key: string): string | null {
  try {
    return sessionStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

/** Keeps `value` as the draft of `key`; null forgets it. */
function keep(key: string, value: string | null) {
  try {
    if (value === null) sessionStorage.removeItem(PREFIX + key);
    else sessionStorage.setItem(PREFIX + key, value);
  } catch {
    // A full or disabled storage keeps no draft; the form still works.
  }
}

function read(key: string): Record<string, unknown> | null {
  try {
    const raw = load(key);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the long texts of a form in sessionStorage while they are typed, so a dialog closed by a
 * live update, a navigation or a reload opens again with them; `clear()` forgets them once the
 * form is sent. Only the named fields are kept (never passwords or card numbers), for this tab
 * only. The key names what the texts are for (`deliver:<contract>:<milestone>`).
 *
 * Storage is written as the text changes (react-hook-form's watch callback runs in the change
 * itself) and `clear()` writes it at once, never an effect after a render: the answer that sends
 * the text also moves the step on, and the dialog is often gone (unmounted by that answer or by a
 * live update) by then, when no effect of it would run again.
 */
export function useFormDraft<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setValue' | 'watch'>,
  key: string | null,
  fields: readonly Path<T>[],
) {
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  useEffect(() => {
    if (!key) return;
    const saved = read(key);
    if (saved) {
      for (const field of fieldsRef.current) {
        const value = saved[field];
        if (typeof value === 'string' && value !== '')
          form.setValue(field, value as PathValue<T, Path<T>>, { shouldDirty: true });
      }
    }
    const subscription = form.watch((values) => {
      const kept: Record<string, unknown> = {};
      let any = false;
      for (const field of fieldsRef.current) {
        const value = (values as Record<string, unknown>)[field];
        if (typeof value === 'string' && value.trim() !== '') {
          kept[field] = value;
          any = true;
        }
      }
      keep(key, any ? JSON.stringify(kept) : null);
    });
    return () => subscription.unsubscribe();
  }, [form, key]);

  return useCallback(() => {
    if (key) keep(key, null);
  }, [key]);
}
