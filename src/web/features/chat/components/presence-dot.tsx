import { cn } from '@web/lib/utils';
import { useTranslation } from 'react-i18next';

export function PresenceDot({ online, className }: { online: boolean; className?: string }) {
  const { t } = useTranslation();
  const label = online ? t('chat:online') : t('chat:offline');
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      data-online={online}
      className={cn(
        'block size-3 rounded-full border-2 border-background',
        online ? 'bg-green-500' : 'bg-gray-400',
        className,
      )}
    />
  );
}
