import { zodResolver } from '@hookform/resolvers/zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MIN_INTERVAL_MS } from '@shared/constants';
import { type SendMessageInput, sendMessageInput } from '@shared/schemas/chat';
import { AttachmentPicker, useAttachmentUploads } from '@web/components/attachments/attachment-picker';
import { Button } from '@web/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormMessage,
  useFormField,
} from '@web/components/ui/form';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError, errorMessage } from '@web/lib/api';
import { describedBy } from '@web/lib/aria';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSendMessage } from '../api/messages';
import { draftAfterFailure, draftWhenSending } from '../lib/draft';

/** What the box's text is over the limit: set as it is typed, so it shows before any send. */
const TOO_LONG = 'tooLong';

/** Enter sends, Shift+Enter makes a new line; the spec's limits are checked here and on the server. */
export function MessageInput({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation();
  /** 'Message sent' for screen readers (the bubble itself shows it to everyone else). */
  const [announce, setAnnounce] = useState('');
  const lastSent = useRef(0);
  const send = useSendMessage(conversationId);
  // Typing again answers a refusal (nothing is checked again until the next send).
  const form = useForm<SendMessageInput>({
    resolver: zodResolver(sendMessageInput),
    defaultValues: { body: '' },
    reValidateMode: 'onSubmit',
  });
  const text = form.watch('body');
  const length = text.trim().length;
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const { user } = useSession();
  // Chatting needs a confirmed address: the composer says so instead of failing on send.
  const unverified = Boolean(user && !user.emailVerified);

  // Files for the message (decision 123), each uploaded as it is chosen.
  const uploads = useAttachmentUploads();
  const onSend = form.handleSubmit(async ({ body, attachments }) => {
    lastSent.current = Date.now();
    // Emptied as the message leaves: what is typed meanwhile is never cleared by this send.
    form.setValue('body', draftWhenSending());
    try {
      await send.mutateAsync(attachments?.length ? { body, attachments } : body);
      uploads.reset();
      setAnnounce(t('chat:sent'));
    } catch (err) {
      // The text goes back, and why it failed stands under it (which stays as typed).
      form.setValue('body', draftAfterFailure(form.getValues('body'), body));
      const title =
        err instanceof ApiError && err.status === 429
          ? t('chat:error.tooFast')
          : err instanceof ApiError && err.field === 'body' && length > CHAT_MESSAGE_MAX_LENGTH
            ? t('chat:error.tooLong')
            : t('chat:error.sendFailed');
      toast.error(title, { description: errorMessage(err) });
      // In a one-field composer every refusal is about the text: it stands under it.
      form.setError('body', { type: 'server', message: errorMessage(err) });
    }
  });

  const submit = () => {
    if ((!text.trim() && uploads.ids.length === 0) || uploads.busy || send.isPending || unverified) return;
    form.setValue('attachments', uploads.ids);
    if (tooLong) {
      toast.error(t('chat:error.tooLong'), { description: t('chat:error.tooLongDescription') });
      return;
    }
    if (Date.now() - lastSent.current < CHAT_MIN_INTERVAL_MS) {
      toast.error(t('chat:error.tooFast'), { description: t('chat:error.tooFastDescription') });
      return;
    }
    void onSend();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <Form {...form}>
      <form
        className="border-t p-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <FormField
          control={form.control}
          name="body"
          render={({ field }) => (
            <FormItem className="space-y-0">
              <div className="flex items-end gap-2">
                <FormControl>
                  <Textarea
                    {...field}
                    onChange={(e) => {
                      field.onChange(e);
                      if (e.target.value.trim().length > CHAT_MESSAGE_MAX_LENGTH)
                        form.setError('body', { type: TOO_LONG, message: 'chat:error.tooLongDescription' });
                      else form.clearErrors('body');
                    }}
                    onKeyDown={onKeyDown}
                    placeholder={t('chat:placeholder')}
                    aria-label={t('chat:inputLabel')}
                    rows={2}
                    className="max-h-40 min-h-11 resize-none"
                  />
                </FormControl>
                <SendButton
                  disabled={
                    (!length && uploads.ids.length === 0) ||
                    uploads.busy ||
                    tooLong ||
                    send.isPending ||
                    unverified
                  }
                />
              </div>
              <AttachmentPicker uploads={uploads} label={t('common:attachments.attach')} compact />
              <p role="status" className="sr-only">
                {announce}
              </p>
              <div className="mt-1 flex justify-between gap-2 text-xs">
                <ComposerNote unverified={unverified} />
                <p className={cn('shrink-0 text-muted-foreground', tooLong && 'text-destructive')}>
                  {t('chat:counter', { count: length, max: CHAT_MESSAGE_MAX_LENGTH })}
                </p>
              </div>
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}

/** The send button, described by what the box says under it. */
function SendButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { descriptionId, messageId, message, described } = useFormField();
  return (
    <Button
      type="submit"
      size="icon"
      disabled={disabled}
      aria-label={t('chat:send')}
      aria-describedby={describedBy(message ? messageId : described && descriptionId)}
    >
      <Send aria-hidden="true" />
    </Button>
  );
}

/**
 * Under the box, one of: why the text cannot go (too long, or why its send failed), why nothing
 * can be sent yet (an unconfirmed address), or how to send.
 */
function ComposerNote({ unverified }: { unverified: boolean }) {
  const { t } = useTranslation();
  const { messageId } = useFormField();
  const { errors } = useFormState<SendMessageInput>();
  if (errors.body?.type === TOO_LONG)
    return (
      <p id={messageId} role="alert" className="text-destructive">
        <span className="font-semibold">{t('chat:error.tooLong')}</span> {t('chat:error.tooLongDescription')}
      </p>
    );
  if (errors.body) return <FormMessage className="text-xs" />;
  if (unverified)
    return (
      <FormDescription data-disabled-reason="" className="text-xs">
        {t('chat:needsVerified')}
      </FormDescription>
    );
  return <FormDescription className="text-xs">{t('chat:hint')}</FormDescription>;
}
