import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { get } from 'react-hook-form';
import { ApiError, errorMessage } from './api';
import { describedBy } from './aria';
import i18n from './i18n';

/** Where a form keeps the message of an error that belongs to no field (shown by the submit button). */
export const FORM_ERROR = 'root.server' as const;

/** A message is a translation key ('ns:key', what the shared schemas hold) or a sentence already translated. */
const KEY = /^[a-z]+:[\w.]+$/i;

/** Shows a field's or the form's message in the current language (the server's come translated). */
export function messageText(message: unknown, t: (key: string) => string = (key) => i18n.t(key)) {
  if (typeof message !== 'string' || !message) return undefined;
  return KEY.test(message) ? t(message) : message;
}

type FormLike<T extends FieldValues> = Pick<UseFormReturn<T>, 'setError' | 'getValues'>;

export interface ServerErrorOptions<T extends FieldValues> {
  /** Server field paths that the form calls by another name (`{ amountCents: 'amount' }`). */
  fields?: Partial<Record<string, Path<T>>>;
  /** The form-level message for an error without a field (default: the server's message). */
  formMessage?: (err: unknown) => string;
  /** Server fields another form shows (the wizard's packages): neither marked nor a form message. */
  ignore?: (field: string) => boolean;
}

/**
 * The form field a server path names: the path itself or a renamed one when the form holds it,
 * otherwise its nearest parent the form holds (`features.2` → `features`), otherwise none.
 */
function formField<T extends FieldValues>(
  values: T,
  path: string,
  renamed: ServerErrorOptions<T>['fields'],
): Path<T> | undefined {
  const parts = path.split('.');
  for (let n = parts.length; n > 0; n--) {
    const candidate = parts.slice(0, n).join('.');
    const mapped = renamed?.[candidate];
    if (mapped) return mapped;
    if (get(values, candidate) !== undefined) return candidate as Path<T>;
  }
  return undefined;
}

/**
 * Puts a failed submit onto the form, so nothing typed is lost and every message stands where it
 * belongs: each field the server refused gets its message next to it (the first one is focused),
 * and an error about no field of this form becomes the form-level message (`FORM_ERROR`), shown by
 * the submit button. Returns the fields it marked.
 */
export function applyServerErrors<T extends FieldValues>(
  form: FormLike<T>,
  err: unknown,
  options: ServerErrorOptions<T> = {},
): Path<T>[] {
  const values = form.getValues();
  const marked: Path<T>[] = [];
  const unplaced: string[] = [];
  const issues = err instanceof ApiError ? err.issues : [];
  for (const issue of issues) {
    if (options.ignore?.(issue.field)) continue;
    const field = formField(values, issue.field, options.fields);
    if (!field) {
      unplaced.push(issue.message);
      continue;
    }
    if (marked.includes(field)) continue;
    form.setError(field, { type: 'server', message: issue.message }, { shouldFocus: marked.length === 0 });
    marked.push(field);
  }
  const ignoredAll = issues.length > 0 && issues.every((i) => options.ignore?.(i.field));
  if (!ignoredAll && (marked.length === 0 || unplaced.length > 0)) {
    const message = options.formMessage?.(err) ?? (marked.length === 0 ? errorMessage(err) : unplaced[0]!);
    form.setError(FORM_ERROR as Path<T>, { type: 'server', message });
  }
  return marked;
}

export { describedBy };

/** The form-level message set by `applyServerErrors` (or `setError(FORM_ERROR, …)`), if any. */
export function formErrorMessage(errors: { root?: Record<string, { message?: string } | undefined> }) {
  return errors.root?.server?.message;
}

/** The id of a field's error message, for its `aria-describedby`. */
export const errorIdOf = (id: string) => `${id}-error`;
