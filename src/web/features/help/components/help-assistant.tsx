import { Button } from '@web/components/ui/button';
import { Card, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/session';
import { Bot, LogIn, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { HelpChatError } from '../lib/stream-help-chat';
import { ChatInput } from './chat-input';
import { ChatTranscript } from './chat-transcript';
import { type FailureAction, useHelpChat } from './use-help-chat';

/** The help center's assistant. Failures are toasts with the spec's texts; the question goes back into the field. */
export function HelpAssistant() {
  const { t } = useTranslation();
  const { user, isPending } = useSession();
  const [draft, setDraft] = useState('');

  const onFailure = (err: Error, question: string): FailureAction => {
    setDraft((current) => current || question);
    const status = err instanceof HelpChatError ? err.status : 0;
    if (err instanceof HelpChatError && err.kind === 'network') {
      toast.error(t('help:toast.errorTitle'), { description: t('help:toast.network') });
    } else if (status === 401) {
      toast.error(t('help:auth.title'), { description: t('help:auth.description') });
    } else if (status === 402) {
      toast.error(t('help:toast.creditsTitle'), { description: t('help:toast.creditsDescription') });
    } else if (status === 429) {
      toast.error(t('help:toast.rateTitle'), { description: t('help:toast.rateDescription') });
    } else {
      toast.error(t('help:toast.errorTitle'), { description: err.message || t('help:toast.failed') });
    }
    return { kind: 'drop' };
  };
  const chat = useHelpChat(onFailure);

  return (
    <Card className="flex h-[600px] flex-col overflow-hidden p-0" aria-labelledby="help-assistant-title">
      <CardHeader className="flex flex-row items-center justify-between space-y-0 border-b p-4">
        <CardTitle id="help-assistant-title" className="flex items-center gap-2 text-lg">
          <Bot className="size-5 text-primary" aria-hidden="true" />
          {t('help:assistant.title')}
        </CardTitle>
        {chat.turns.length > 0 && (
          <Button variant="ghost" size="sm" onClick={chat.reset} disabled={chat.pending}>
            <RotateCcw aria-hidden="true" /> {t('help:assistant.newChat')}
          </Button>
        )}
      </CardHeader>
      {isPending ? (
        <Spinner label={t('common:loading')} className="flex-1" />
      ) : !user ? (
        <div role="alert" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="text-lg font-semibold">{t('help:auth.title')}</p>
          <p className="text-muted-foreground">{t('help:auth.description')}</p>
          <Button asChild>
            <Link to="/signin?redirect=%2Fhelp">
              <LogIn aria-hidden="true" /> {t('help:auth.signIn')}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ChatTranscript turns={chat.turns} pending={chat.pending} welcome={t('help:assistant.welcome')} />
          <ChatInput onSend={chat.send} pending={chat.pending} value={draft} onChange={setDraft} />
        </>
      )}
    </Card>
  );
}
