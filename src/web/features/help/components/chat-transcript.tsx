import { cn } from '@web/lib/utils';
import { Bot, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from './rich-text';
import type { ChatTurn } from './use-help-chat';

function MethodNote({ turn, onNavigate }: { turn: ChatTurn; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const meta = turn.meta;
  // Shown once the answer is complete, so a finished answer is recognisable.
  if (!meta || !turn.done) return null;
  const label =
    meta.method === 'ai'
      ? t('help:assistant.method.ai', { model: meta.model ?? '' })
      : meta.fallback
        ? t('help:assistant.method.fallback')
        : t('help:assistant.method.articles');
  const sources = meta.method === 'ai' ? meta.sources : [];
  return (
    <div className="mt-2 space-y-1 border-t pt-2 text-xs text-muted-foreground">
      <p data-testid="help-method">{label}</p>
      {sources.length > 0 && (
        <p>
          {t('help:assistant.sources')}:{' '}
          {sources.map((s, i) => (
            <span key={`${s.href}-${s.title}`}>
              {i > 0 && ', '}
              <Link to={s.href} onClick={onNavigate} className="underline underline-offset-2">
                {s.title}
              </Link>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}

/** The conversation: welcome text when empty, the turns, and a loading indicator while waiting. */
export function ChatTranscript({
  turns,
  pending,
  welcome,
  compact = false,
  onNavigate,
  children,
}: {
  turns: ChatTurn[];
  pending: boolean;
  welcome: string;
  compact?: boolean;
  onNavigate?: () => void;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const last = turns.at(-1);
  const waiting = pending && (last?.role !== 'assistant' || last.content === '');
  const lastLength = last?.content.length ?? 0;

  // Follow the growing reply (inside the transcript only, never scrolling the page).
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the text grows
  useEffect(() => {
    const el = scrollRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [turns.length, lastLength, pending]);

  return (
    <div
      ref={scrollRef}
      className={cn('flex-1 space-y-3 overflow-y-auto', compact ? 'p-3 text-sm' : 'p-4')}
      aria-live="polite"
      aria-busy={pending}
    >
      {turns.length === 0 && (
        <div className="flex items-start gap-2 text-muted-foreground">
          <Bot className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{welcome}</p>
        </div>
      )}
      {children}
      {turns.map((turn) =>
        turn.role === 'assistant' && turn.content === '' ? null : (
          <div
            key={turn.id}
            data-role={turn.role}
            className={cn('flex', turn.role === 'user' ? 'justify-end' : 'justify-start')}
          >
            <div
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2',
                turn.role === 'user' ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
              )}
            >
              <span className="sr-only">
                {turn.role === 'user' ? t('help:assistant.you') : t('help:assistant.assistant')}:{' '}
              </span>
              {turn.role === 'user' ? (
                <p className="whitespace-pre-wrap break-words">{turn.content}</p>
              ) : (
                <>
                  <RichText text={turn.content} onNavigate={onNavigate} />
                  <MethodNote turn={turn} onNavigate={onNavigate} />
                </>
              )}
            </div>
          </div>
        ),
      )}
      {waiting && (
        <div role="status" className="flex items-center gap-2 text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          <span>{t('help:assistant.thinking')}</span>
        </div>
      )}
    </div>
  );
}
