import { Button } from '@web/components/ui/button';
import { useSession } from '@web/lib/session';
import { Bot, LogIn, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HelpChatError } from '../lib/stream-help-chat';
import { ChatInput } from './chat-input';
import { ChatTranscript } from './chat-transcript';
import { type FailureAction, useHelpChat } from './use-help-chat';

/**
 * The home chatbot: a 380 × 500 px panel (smaller screens: the width that fits) with the same
 * assistant as /help. Signed out, it answers with the sign-in message instead of calling the
 * server; a failed answer is replaced by the spec's error sentence.
 */
export function ChatbotPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const onFailure = (err: Error): FailureAction =>
    err instanceof HelpChatError && err.status === 401
      ? { kind: 'replace', text: t('help:chatbot.signIn') }
      : { kind: 'replace', text: t('help:chatbot.error') };
  const chat = useHelpChat(onFailure);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const send = (text: string) => {
    if (!user) {
      if (!text.trim()) return false;
      chat.addNotice(text.trim(), t('help:chatbot.signIn'));
      return true;
    }
    return chat.send(text);
  };

  return (
    <section
      id="help-chatbot-panel"
      role="dialog"
      aria-labelledby="help-chatbot-title"
      hidden={!open}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      className="fixed right-4 bottom-22 z-40 flex h-[500px] max-h-[calc(100vh-7rem)] w-[380px] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-xl border bg-background shadow-2xl sm:right-6 sm:bottom-24"
    >
      <header className="flex items-center justify-between border-b bg-primary px-4 py-3 text-primary-foreground">
        <h2 id="help-chatbot-title" className="flex items-center gap-2 font-semibold">
          <Bot className="size-5" aria-hidden="true" /> {t('help:chatbot.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('help:chatbot.close')}
          className="rounded p-1 hover:bg-primary-foreground/10"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </header>
      <ChatTranscript
        turns={chat.turns}
        pending={chat.pending}
        welcome={t('help:chatbot.welcome')}
        compact
        onNavigate={onClose}
      >
        {!isPending && !user && (
          <div role="alert" className="space-y-2 rounded-lg bg-muted px-3 py-2">
            <p>{t('help:chatbot.signIn')}</p>
            <Button asChild size="sm">
              <Link to="/signin" onClick={onClose}>
                <LogIn aria-hidden="true" /> {t('help:auth.signIn')}
              </Link>
            </Button>
          </div>
        )}
      </ChatTranscript>
      <div className="border-t px-3 py-1 text-right text-xs">
        <Link
          to="/help"
          onClick={onClose}
          className="text-muted-foreground underline-offset-2 hover:underline"
        >
          {t('help:chatbot.moreHelp')}
        </Link>
      </div>
      <ChatInput onSend={send} pending={chat.pending || isPending} compact inputRef={inputRef} />
    </section>
  );
}
