import { HELP_MESSAGE_MAX_LENGTH } from '@shared/help';
import { Button } from '@web/components/ui/button';
import { DisabledReason } from '@web/components/ui/disabled-reason';
import { Textarea } from '@web/components/ui/textarea';
import { cn } from '@web/lib/utils';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The question field: Enter without Shift sends, Shift+Enter is a new line. Empty or
 * whitespace-only text, or a reply still pending, blocks sending (spec part 1 §5).
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
  const [own, setOwn] = useState('');
  const text = value ?? own;
  const setText = onChange ?? setOwn;
  const blocked = pending || text.trim() === '';
  const reasonId = useId();
  // Waiting for a reply shows in the button's label; an empty field is said under it.
  const why = !pending && text.trim() === '' ? t('help:assistant.needsText') : null;

  const submit = () => {
    if (blocked) return;
    if (onSend(text)) setText('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form onSubmit={onSubmit} className={cn('border-t', compact ? 'p-2' : 'p-3')}>
      <div className="flex items-end gap-2">
        <Textarea
          ref={inputRef}
          aria-label={t('help:assistant.inputLabel')}
          placeholder={t('help:assistant.placeholder')}
          value={text}
          maxLength={HELP_MESSAGE_MAX_LENGTH}
          rows={1}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          className={cn('max-h-32 resize-none', compact ? 'min-h-10' : 'min-h-12')}
        />
        <Button
          type="submit"
          size="icon"
          disabled={blocked}
          aria-label={pending ? t('help:assistant.sending') : t('help:assistant.send')}
          aria-describedby={why ? reasonId : undefined}
        >
          <Send aria-hidden="true" />
        </Button>
      </div>
      <DisabledReason id={reasonId} reason={why} className="mt-1" />
    </form>
  );
}
