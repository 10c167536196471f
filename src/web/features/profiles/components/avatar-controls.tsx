import { PROFILE_UPLOADS_PER_HOUR } from '@shared/schemas/profile';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { Camera, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useRemoveAvatar, useUploadAvatar } from '../api/avatar';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export function AvatarControls({ hasAvatar }: { hasAvatar: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();

  const onFile = async (e: React.ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    try {
      await upload.mutateAsync(file);
      toast.success(t('profile:toast.avatarUpdated'));
    } catch (err) {
      toast.error(t('profile:toast.avatarUploadError'), { description: errorMessage(err) });
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast.success(t('profile:toast.avatarRemoved'));
    } catch (err) {
      toast.error(t('profile:toast.avatarRemoveError'), { description: errorMessage(err) });
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        className="sr-only"
        aria-label={t('profile:avatar.choose')}
        onChange={onFile}
      />
      <Button size="sm" variant="outline" disabled={upload.isPending} onClick={() => input.current?.click()}>
        <Camera aria-hidden="true" />
        {upload.isPending ? t('profile:avatar.uploading') : t('profile:avatar.upload')}
      </Button>
      {hasAvatar ? (
        <Button size="sm" variant="ghost" disabled={remove.isPending} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('profile:avatar.remove')}
        </Button>
      ) : null}
      <p className="w-full text-xs text-muted-foreground">
        {t('profile:avatar.hint', { perHour: PROFILE_UPLOADS_PER_HOUR })}
      </p>
    </div>
  );
}
