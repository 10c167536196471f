import { describedBy } from '@web/lib/aria';
import { errorIdOf, messageText } from '@web/lib/form-errors';
import { cn } from '@web/lib/utils';
import { Slot } from 'radix-ui';
import * as React from 'react';
import {
  Controller,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  FormProvider,
  get,
  useFormContext,
  useFormState,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from './field-error';
import { Label } from './label';

// The one way to write a form (docs/decisions/093-one-form-way.md): react-hook-form holds the
// values, a shared zod schema validates them, and these parts wire each control's label, hint,
// `aria-invalid`/`aria-describedby` and message once. A server refusal lands on its field through
// `applyServerErrors` and shows here like any other message. Modelled on shadcn/ui's form.tsx.

/** Gives the parts below the form (`<Form {...form}>`); the `<form>` element stays the caller's. */
export const Form = FormProvider;

const FieldContext = React.createContext<{ name: string } | null>(null);
const ItemContext = React.createContext<{
  id: string;
  described: boolean;
  describe: (on: boolean) => void;
} | null>(null);

/** One field of the form: react-hook-form's Controller, named for the parts inside it. */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldContext.Provider>
  );
}

/** The ids and the translated message of the field around it (inside `FormField` and `FormItem`). */
export function useFormField() {
  const field = React.useContext(FieldContext);
  const item = React.useContext(ItemContext);
  if (!field || !item) throw new Error('useFormField belongs inside <FormField> and <FormItem>');
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { errors } = useFormState({ control, name: field.name });
  const message = messageText((get(errors, field.name) as { message?: unknown } | undefined)?.message, t);
  return {
    name: field.name,
    controlId: item.id,
    descriptionId: `${item.id}-description`,
    messageId: errorIdOf(item.id),
    described: item.described,
    describe: item.describe,
    message,
  };
}

/** A field's block: label, control, hint and message, sharing one id. `id` fixes the control's id. */
export function FormItem({ className, id, ...props }: React.ComponentProps<'div'>) {
  const generated = React.useId();
  const [described, setDescribed] = React.useState(false);
  const context = React.useMemo(
    () => ({ id: id ?? `${generated}-field`, described, describe: setDescribed }),
    [id, generated, described],
  );
  return (
    <ItemContext.Provider value={context}>
      <div className={cn('space-y-2', className)} {...props} />
    </ItemContext.Provider>
  );
}

/** The field's label, tied to its control. */
export function FormLabel(props: React.ComponentProps<typeof Label>) {
  const { controlId } = useFormField();
  return <Label htmlFor={controlId} {...props} />;
}

/**
 * Puts the id, `aria-invalid` and `aria-describedby` (hint and message, when shown) on the one
 * control it wraps; the caller spreads the field (`{...field}`) on that control.
 */
export function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { controlId, descriptionId, messageId, described, message } = useFormField();
  return (
    <Slot.Root
      id={controlId}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy(described && descriptionId, message && messageId)}
      {...props}
    />
  );
}

/** The field's hint, which its control names in `aria-describedby`. */
export function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { descriptionId, describe } = useFormField();
  React.useLayoutEffect(() => {
    describe(true);
    return () => describe(false);
  }, [describe]);
  return <p id={descriptionId} className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

/**
 * The field's message, announced: a schema's key in the current language, a server's message as
 * it came. Nothing while the field is valid.
 */
export function FormMessage({ className }: { className?: string }) {
  const { messageId, message } = useFormField();
  if (!message) return null;
  return (
    <p id={messageId} role="alert" className={cn('text-sm text-destructive', className)}>
      {message}
    </p>
  );
}

/** The form's own message (an error about no field, `root.server`), shown by its submit button. */
export function FormRootMessage({ className, id }: { className?: string; id?: string }) {
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  return <FormError id={id} message={errors.root?.server?.message} className={className} />;
}

/**
 * A field that holds a number, for `<Input type="number" {...numberField(field)} />`: the input is
 * empty while there is no number, and what is typed goes to the form as a number (NaN when the
 * box is empty or not a number, which the schema refuses with its own message).
 */
export function numberField<T extends { value: unknown; onChange: (value: number) => void }>(field: T) {
  const value = typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : '';
  return {
    ...field,
    value,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => field.onChange(e.target.valueAsNumber),
  };
}
