import type { TranslationMode } from '@shared/schemas/chat';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/utils';
import { MessageSquare } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useConversation, useConversations, useStartConversation } from '../api/conversations';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';

/** /chat: the list on the left, the open conversation (?c=<id>) on the right; ?user=<id> starts one. */
export function ChatPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('c');
  const contactUserId = params.get('user');
  const conversations = useConversations();
  const selected = useConversation(selectedId);
  const start = useStartConversation();
  const [mode, setMode] = useState<TranslationMode>('auto');

  // The translation mode resets to auto when the interface language changes (spec part 1 §4).
  const language = i18n.language;
  const firstLanguage = useRef(language);
  useEffect(() => {
    if (language !== firstLanguage.current) setMode('auto');
    firstLanguage.current = language;
  }, [language]);

  // Contact: open (or start) the conversation, then show it by its id.
  const { mutate: startConversation } = start;
  const started = useRef<string | null>(null);
  // Why the conversation could not be opened (a block, a hidden profile): it stays in the pane.
  const [startError, setStartError] = useState<string | null>(null);
  useEffect(() => {
    if (!contactUserId || started.current === contactUserId) return;
    started.current = contactUserId;
    setStartError(null);
    startConversation(contactUserId, {
      onSuccess: (conv) => setParams({ c: conv.id }, { replace: true }),
      onError: (err) => {
        toast.error(t('chat:openFailed'), { description: errorMessage(err) });
        setStartError(errorMessage(err));
        started.current = null;
        setParams({}, { replace: true });
      },
    });
  }, [contactUserId, startConversation, setParams, t]);

  const select = (id: string) => {
    setStartError(null);
    setParams({ c: id });
  };
  const paneOpen = Boolean(selectedId || contactUserId || startError);
  const list = conversations.data ?? [];
  // A conversation just started has no messages yet, so it is not in the list: show it on top.
  const shown =
    selected.data && !list.some((c) => c.id === selected.data.id) ? [selected.data, ...list] : list;
  const conversation = selected.data ?? null;

  return (
    <div className="container mx-auto max-w-6xl px-0 py-0 md:px-4 md:py-6">
      <h1 className="sr-only">{t('chat:title')}</h1>
      <div className="flex h-[calc(100vh-4rem)] overflow-hidden border bg-background md:h-[calc(100vh-8rem)] md:rounded-lg">
        <aside
          className={cn(
            'w-full shrink-0 overflow-y-auto border-r md:block md:w-80',
            paneOpen ? 'hidden' : 'block',
          )}
        >
          <h2 className="border-b p-4 text-lg font-semibold">{t('chat:title')}</h2>
          {conversations.isPending ? (
            <Spinner label={t('common:loading')} />
          ) : conversations.isError ? (
            <p className="p-4 text-destructive">{t('chat:loadFailed')}</p>
          ) : (
            <ConversationList conversations={shown} selectedId={selectedId} onSelect={select} />
          )}
        </aside>
        <div className={cn('min-w-0 flex-1', paneOpen ? 'flex flex-col' : 'hidden md:flex md:flex-col')}>
          {conversation ? (
            <ConversationView
              key={conversation.id}
              conversation={conversation}
              mode={mode}
              onModeChange={setMode}
              onBack={() => setParams({})}
            />
          ) : startError && !selectedId && !contactUserId ? (
            <div className="m-auto flex flex-col items-center gap-3 p-8 text-center">
              <p className="font-medium text-foreground">{t('chat:openFailed')}</p>
              <p className="text-destructive" role="alert">
                {startError}
              </p>
              <button
                type="button"
                className="text-sm underline underline-offset-4 md:hidden"
                onClick={() => setStartError(null)}
              >
                {t('chat:back')}
              </button>
            </div>
          ) : selectedId && selected.isError ? (
            <p className="m-auto p-8 text-center text-destructive">{errorMessage(selected.error)}</p>
          ) : (selectedId && selected.isPending) || contactUserId ? (
            <Spinner label={t('common:loading')} />
          ) : (
            <div className="m-auto flex flex-col items-center gap-3 p-8 text-center text-muted-foreground">
              <MessageSquare className="size-12" aria-hidden="true" />
              <p className="text-lg font-medium text-foreground">{t('chat:selectConversation')}</p>
              <p className="text-sm">{t('chat:selectConversationHint')}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
