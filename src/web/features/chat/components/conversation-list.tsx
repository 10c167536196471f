import { categoryLabel } from '@shared/categories';
import type { ConversationSummary as Conversation } from '@shared/schemas/chat';
import { badgeText } from '@shared/unread-badge';
import { EmptyState } from '@web/components/empty-state';
import { UserAvatar } from '@web/components/ui/avatar';
import { Badge } from '@web/components/ui/badge';
import { currentLanguage } from '@web/lib/i18n';
import { personName } from '@web/lib/person-name';
import { cn } from '@web/lib/utils';
import { useTranslation } from 'react-i18next';
import { messageTime } from '../lib/time';
import { PresenceDot } from './presence-dot';

export function ConversationList({
  conversations,
  selectedId,
  onSelect,
}: {
  conversations: Conversation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (conversations.length === 0)
    return (
      <EmptyState
        className="p-4 text-sm"
        message={t('chat:noConversations')}
        action={{ to: '/hire', label: t('chat:noConversationsAction') }}
        secondary={{ to: '/projects', label: t('chat:noConversationsSell') }}
      />
    );
  return (
    <ul className="divide-y" aria-label={t('chat:conversations')}>
      {conversations.map((c) => {
        const last = c.lastMessage;
        return (
          <li key={c.id}>
            <button
              type="button"
              onClick={() => onSelect(c.id)}
              aria-current={c.id === selectedId ? 'true' : undefined}
              data-testid="conversation-item"
              className={cn(
                'flex w-full items-start gap-3 p-3 text-left transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                c.id === selectedId && 'bg-accent',
              )}
            >
              <span className="relative shrink-0">
                <UserAvatar
                  name={c.partner.name}
                  src={c.partner.avatarUrl}
                  seed={c.partner.userId}
                  className="size-11"
                />
                <PresenceDot online={c.partner.online} className="absolute bottom-0 right-0" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="flex items-center justify-between gap-2">
                  <span className={cn('truncate font-medium', c.unread > 0 && 'font-semibold')}>
                    {personName(c.partner.name, t)}
                  </span>
                  {last ? (
                    <time dateTime={last.createdAt} className="shrink-0 text-xs text-muted-foreground">
                      {messageTime(last.createdAt, lang)}
                    </time>
                  ) : null}
                </span>
                {c.partner.category ? (
                  <Badge variant="secondary" className="mt-1 text-[11px]">
                    {categoryLabel(c.partner.category, lang)}
                  </Badge>
                ) : null}
                <span className="mt-1 flex items-center justify-between gap-2">
                  <span className="truncate text-sm text-muted-foreground">
                    {last
                      ? last.removed
                        ? t('moderation:hidden.messageRemoved')
                        : last.mine
                          ? t('chat:you', { text: last.body || t('chat:fileOnly') })
                          : last.body || t('chat:fileOnly')
                      : ''}
                  </span>
                  {c.unread > 0 ? (
                    <span
                      className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold text-primary-foreground"
                      title={t('chat:unreadCount', { count: c.unread })}
                    >
                      <span aria-hidden="true">{badgeText(c.unread)}</span>
                      <span className="sr-only">{t('chat:unreadCount', { count: c.unread })}</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
