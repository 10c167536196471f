import type { Language } from '@shared/constants';
import type {
  MessageView as ChatMessage,
  ConversationSummary as Conversation,
  TranslationMode,
} from '@shared/schemas/chat';
import { UserAvatar } from '@web/components/ui/avatar';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { ContractChatCards } from '@web/features/contracts';
import { BlockNotice, EagerContentMenu as ContentMenu } from '@web/features/moderation';
import { ConversationOffers } from '@web/features/offers';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { cn } from '@web/lib/utils';
import { ArrowLeft, Info } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useMarkConversationRead, useMessages, useOlderMessages } from '../api/messages';
import { useTranslationStatus, useTranslations } from '../api/translations';
import { messageTime } from '../lib/time';
import { targetLanguage } from '../lib/translation-mode';
import { newestUnreadIncoming } from '../lib/unread';
import { MessageAttachments } from './message-attachments';
import { MessageInput } from './message-input';
import { PresenceDot } from './presence-dot';
import { TranslationSelect } from './translation-select';

function MessageBubble({
  message,
  translation,
  lang,
}: {
  message: ChatMessage;
  translation: string | undefined;
  lang: Language;
}) {
  const { t } = useTranslation();
  const [original, setOriginal] = useState(false);
  const shown = translation !== undefined && !original ? translation : message.body;
  return (
    <li
      className={cn('flex items-start gap-1', message.mine ? 'justify-end' : 'justify-start')}
      data-testid="chat-message"
    >
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-4 py-2',
          message.mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted',
        )}
      >
        {message.removed ? (
          <p className="italic opacity-80">{t('moderation:hidden.messageRemoved')}</p>
        ) : (
          <>
            {shown ? <p className="whitespace-pre-wrap break-words">{shown}</p> : null}
            <MessageAttachments files={message.attachments} />
          </>
        )}
        <p
          className={cn(
            'mt-1 flex items-center justify-end gap-2 text-[11px]',
            message.mine ? 'text-primary-foreground/80' : 'text-muted-foreground',
          )}
        >
          {translation !== undefined ? (
            <button type="button" className="underline" onClick={() => setOriginal((v) => !v)}>
              {original ? t('chat:translated') : t('chat:showOriginal')}
            </button>
          ) : null}
          <time dateTime={message.createdAt}>{messageTime(message.createdAt, lang)}</time>
          {message.mine && message.read ? <span>· {t('chat:read')}</span> : null}
        </p>
      </div>
      {message.mine || message.removed ? null : (
        <ContentMenu kind="message" targetId={message.id} ownerId={message.senderId} />
      )}
    </li>
  );
}

export function ConversationView({
  conversation,
  mode,
  onModeChange,
  onBack,
}: {
  conversation: Conversation;
  mode: TranslationMode;
  onModeChange: (mode: TranslationMode) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const messages = useMessages(conversation.id);
  const status = useTranslationStatus();
  const available = status.data?.available ?? false;
  const target = targetLanguage(mode, lang);
  const translations = useTranslations(conversation.id, messages.data, target, available);
  const older = useOlderMessages(conversation.id, messages.data);
  const olderTranslations = useTranslations(conversation.id, older.older, target, available);
  const bottom = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const heightBeforeOlder = useRef<number | null>(null);

  const translated = new Map<string, string>();
  for (const item of [...(olderTranslations.data?.items ?? []), ...(translations.data?.items ?? [])])
    if (item.translated) translated.set(item.messageId, item.body);

  const loadOlder = async () => {
    heightBeforeOlder.current = scroller.current?.scrollHeight ?? null;
    try {
      await older.load();
    } catch {
      heightBeforeOlder.current = null;
      toast.error(t('chat:loadOlderFailed'));
    }
  };
  // Older messages go above without moving what the reader is looking at.
  const olderCount = older.older.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when older messages are added
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current;
      heightBeforeOlder.current = null;
    }
  }, [olderCount]);

  // Opening a conversation (and any message arriving while it is open) marks it read.
  // Keyed by the newest unread message, so every live message that arrives is marked as well.
  const unreadIncoming = newestUnreadIncoming(messages.data);
  const { mutate: markConversationRead } = useMarkConversationRead();
  useEffect(() => {
    if (!unreadIncoming) return;
    const markIfVisible = () => {
      if (document.visibilityState === 'visible') markConversationRead(conversation.id);
    };
    markIfVisible();
    // A message that arrived in a background tab is read when the tab comes back.
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [unreadIncoming, conversation.id, markConversationRead]);

  const count = messages.data?.length ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when messages are added
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [count, conversation.id]);

  const { partner } = conversation;
  const partnerName = personName(partner.name, t);
  return (
    <section className="flex h-full min-h-0 flex-col" aria-label={partnerName}>
      <header className="flex flex-wrap items-center gap-3 border-b p-3">
        <Button
          variant="ghost"
          size="icon"
          className="md:hidden"
          onClick={onBack}
          aria-label={t('chat:back')}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <span className="relative">
          <UserAvatar name={partner.name} src={partner.avatarUrl} seed={partner.userId} className="size-10" />
          <PresenceDot online={partner.online} className="absolute bottom-0 right-0" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold">
            {partner.profileId ? (
              <Link to={`/profile/${partner.profileId}`} className="hover:underline">
                {partnerName}
              </Link>
            ) : (
              partnerName
            )}
          </h2>
          <p className="text-xs text-muted-foreground">
            {partner.online ? t('chat:online') : t('chat:offline')}
          </p>
        </div>
        <TranslationSelect value={mode} onChange={onModeChange} />
        {partner.profileId ? (
          <ContentMenu
            kind="profile"
            targetId={partner.profileId}
            ownerId={partner.userId}
            label={partnerName}
            block={{ userId: partner.userId, name: partnerName }}
          />
        ) : null}
      </header>
      <BlockNotice userId={partner.userId} />
      <ContractChatCards userId={partner.userId} />
      <ConversationOffers conversationId={conversation.id} />
      {mode !== 'none' && status.isSuccess && !available ? (
        <p
          role="status"
          className="flex items-start gap-2 border-b bg-muted/50 px-3 py-2 text-sm text-muted-foreground"
        >
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('chat:translation.unavailable')}
        </p>
      ) : null}
      <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto p-4">
        {older.canLoad && messages.isSuccess ? (
          <div className="mb-3 text-center">
            <Button variant="outline" size="sm" onClick={loadOlder} disabled={older.loading}>
              {t('chat:loadOlder')}
            </Button>
          </div>
        ) : null}
        {messages.isPending ? (
          <Spinner label={t('common:loading')} />
        ) : messages.isError ? (
          <p className="text-destructive">{t('chat:loadFailed')}</p>
        ) : messages.data.length === 0 ? (
          <p className="py-12 text-center text-muted-foreground">{t('chat:noMessages')}</p>
        ) : (
          <ol className="space-y-2" aria-live="polite" aria-label={t('chat:title')}>
            {[...older.older, ...messages.data].map((m) => (
              <MessageBubble key={m.id} message={m} translation={translated.get(m.id)} lang={lang} />
            ))}
          </ol>
        )}
        <div ref={bottom} />
      </div>
      <MessageInput conversationId={conversation.id} />
    </section>
  );
}
