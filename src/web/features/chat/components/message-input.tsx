import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MIN_INTERVAL_MS } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError, errorMessage } from '@web/lib/api';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSendMessage } from '../api/messages';
import { draftAfterFailure, draftWhenSending } from '../lib/draft';

/** Enter sends, Shift+Enter makes a new line; the spec's limits are checked here and on the server. */
export function MessageInput({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  /** 'Message sent' for screen readers (the bubble itself shows it to everyone else). */
  const [announce, setAnnounce] = useState('');
  const lastSent = useRef(0);
  const send = useSendMessage(conversationId);
  const errorId = useId();
  const hintId = useId();
  const length = text.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const { user } = useSession();
  // Chatting needs a confirmed address: the composer says so instead of failing on send.
  const unverified = Boolean(user && !user.emailVerified);
  /** Why the last send failed, under the text (which stays as typed). */
  const [sendError, setSendError] = useState<string | null>(null);

  const submit = async () => {
    const body = text.trim();
    if (!body || send.isPending || unverified) return;
    setSendError(null);
    if (tooLong) {
      toast.error(t('chat:error.tooLong'), { description: t('chat:error.tooLongDescription') });
      return;
    }
    if (Date.now() - lastSent.current < CHAT_MIN_INTERVAL_MS) {
      toast.error(t('chat:error.tooFast'), { description: t('chat:error.tooFastDescription') });
      return;
    }
    lastSent.current = Date.now();
    // Emptied as the message leaves: what is typed meanwhile is never cleared by this send.
    setText(draftWhenSending());
    try {
      await send.mutateAsync(body);
      setAnnounce(t('chat:sent'));
    } catch (err) {
      setText((current) => draftAfterFailure(current, body));
      const title =
        err instanceof ApiError && err.status === 429
          ? t('chat:error.tooFast')
          : err instanceof ApiError && err.field === 'body' && length > CHAT_MESSAGE_MAX_LENGTH
            ? t('chat:error.tooLong')
            : t('chat:error.sendFailed');
      toast.error(title, { description: errorMessage(err) });
      setSendError(errorMessage(err));
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form
      className="border-t p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="flex items-end gap-2">
        <Textarea
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setSendError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('chat:placeholder')}
          aria-label={t('chat:inputLabel')}
          aria-invalid={tooLong || sendError ? true : undefined}
          aria-describedby={tooLong || sendError || unverified ? errorId : hintId}
          rows={2}
          className="max-h-40 min-h-11 resize-none"
        />
        <Button
          type="submit"
          size="icon"
          disabled={!length || tooLong || send.isPending || unverified}
          aria-label={t('chat:send')}
          aria-describedby={tooLong || sendError || unverified ? errorId : hintId}
        >
          <Send aria-hidden="true" />
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announce}
      </p>
      <div className="mt-1 flex justify-between gap-2 text-xs">
        {tooLong ? (
          <p id={errorId} role="alert" className="text-destructive">
            <span className="font-semibold">{t('chat:error.tooLong')}</span>{' '}
            {t('chat:error.tooLongDescription')}
          </p>
        ) : sendError ? (
          <p id={errorId} role="alert" className="text-destructive">
            {sendError}
          </p>
        ) : unverified ? (
          <p id={errorId} data-disabled-reason="" className="text-muted-foreground">
            {t('chat:needsVerified')}
          </p>
        ) : (
          <p id={hintId} className="text-muted-foreground">
            {t('chat:hint')}
          </p>
        )}
        <p className={cn('shrink-0 text-muted-foreground', tooLong && 'text-destructive')}>
          {t('chat:counter', { count: length, max: CHAT_MESSAGE_MAX_LENGTH })}
        </p>
      </div>
    </form>
  );
}
