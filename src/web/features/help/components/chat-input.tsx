import { zodResolver } from '@hookform/resolvers/zod';
import { HELP_MESSAGE_MAX_LENGTH, helpChatMessage } from '@shared/schemas/help';
import { Button } from '@web/components/ui/button';
import { DisabledReason } from '@web/components/ui/disabled-reason';
import { Form, FormControl, FormField, FormItem } from '@web/components/ui/form';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import { Send } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** A question as the help chat's schema takes it. */
const questionForm = helpChatMessage.pick({ content: true });
type QuestionValues = { content: string };

/**
 * The question field: Enter without Shift sends, Shift+Enter is a new line. Empty or
 * whitespace-only text, or a reply still pending, blocks sending (spec part 1 §5). `value` and
 * `onChange` let the page keep the text (a failed question comes back into the field).
 */
export function ChatInput({
  onSend,
  pending,
  compact = false,
  value,
  onChange,
  inputRef,
}: {
  onSend: (text: string) => boolean;
  pending: boolean;
  compact?: boolean;
  value?: string;
  onChange?: (value: string) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const { t } = useTranslation();
  const form = useForm<QuestionValues>({
    resolver: zodResolver(questionForm),
    defaultValues: { content: value ?? '' },
    values: value === undefined ? undefined : { content: value },
  });
  const text = form.watch('content');
  const blocked = pending || text.trim() === '';
  const reasonId = useId();
  // Waiting for a reply shows in the button's label; an empty field is said under it.
  const why = !pending && text.trim() === '' ? t('help:assistant.needsText') : null;

  const setText = (next: string) => {
    form.setValue('content', next);
    onChange?.(next);
  };
  const submit = form.handleSubmit(({ content }) => {
    if (blocked) return;
    if (onSend(content)) setText('');
  });
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate className={cn('border-t', compact ? 'p-2' : 'p-3')}>
        <FormField
          control={form.control}
          name="content"
          render={({ field }) => (
            <FormItem className="flex items-end gap-2 space-y-0">
              <FormControl>
                <Textarea
                  {...field}
                  ref={(el) => {
                    field.ref(el);
                    if (typeof inputRef === 'function') inputRef(el);
                    else if (inputRef) inputRef.current = el;
                  }}
                  onChange={(e) => setText(e.target.value)}
                  aria-label={t('help:assistant.inputLabel')}
                  placeholder={t('help:assistant.placeholder')}
                  maxLength={HELP_MESSAGE_MAX_LENGTH}
                  rows={1}
                  onKeyDown={onKeyDown}
                  className={cn('max-h-32 resize-none', compact ? 'min-h-10' : 'min-h-12')}
                />
              </FormControl>
              <Button
                type="submit"
                size="icon"
                disabled={blocked}
                aria-label={pending ? t('help:assistant.sending') : t('help:assistant.send')}
                aria-describedby={why ? reasonId : undefined}
              >
                <Send aria-hidden="true" />
              </Button>
            </FormItem>
          )}
        />
        <DisabledReason id={reasonId} reason={why} className="mt-1" />
      </form>
    </Form>
  );
}
