import { useCallback, useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

const PREFIX = 'draft:';

function read(key: string): Record<string, unknown> | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
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
 * navigation (or a reload) opens again with them; `clear()` forgets them once the form is sent.
 * Only the named fields are kept (never passwords or card numbers), for this tab only.
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
      try {
        if (any) sessionStorage.setItem(PREFIX + key, JSON.stringify(kept));
        else sessionStorage.removeItem(PREFIX + key);
      } catch {
        // A full or disabled storage keeps no draft; the form still works.
      }
    });
    return () => subscription.unsubscribe();
  }, [form, key]);

  return useCallback(() => {
    if (!key) return;
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      // Nothing kept, nothing to forget.
    }
  }, [key]);
}
