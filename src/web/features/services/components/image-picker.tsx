import {
  SERVICE_IMAGE_MAX_BYTES,
  SERVICE_IMAGE_MAX_COUNT,
  SERVICE_IMAGE_TYPES,
  SERVICE_IMAGES_MAX_TOTAL_BYTES,
} from '@shared/schemas/service';
import { Button } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';

const MAX_MB = `${SERVICE_IMAGE_MAX_BYTES / 1024 / 1024} MB`;
const TOTAL_MB = `${SERVICE_IMAGES_MAX_TOTAL_BYTES / 1024 / 1024} MB`;

/** Showcase images chosen before submit; each can be removed. The server checks them again. */
export function ImagePicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const add = (list: FileList | null) => {
    const accepted: File[] = [];
    let total = files.reduce((n, f) => n + f.size, 0);
    for (const file of Array.from(list ?? [])) {
      if (!(SERVICE_IMAGE_TYPES as readonly string[]).includes(file.type)) {
        toast.error(t('selling:errors.imageNotImage', { name: file.name }));
      } else if (file.size > SERVICE_IMAGE_MAX_BYTES) {
        toast.error(t('selling:errors.imageTooLarge', { name: file.name, max: MAX_MB }));
      } else if (total + file.size > SERVICE_IMAGES_MAX_TOTAL_BYTES) {
        toast.error(t('selling:errors.totalTooLarge', { max: TOTAL_MB }));
      } else {
        total += file.size;
        accepted.push(file);
      }
    }
    const next = [...files, ...accepted];
    if (next.length > SERVICE_IMAGE_MAX_COUNT)
      toast.error(t('selling:errors.tooManyImages', { max: SERVICE_IMAGE_MAX_COUNT }));
    onChange(next.slice(0, SERVICE_IMAGE_MAX_COUNT));
    if (input.current) input.current.value = '';
  };

  return (
    <div className="space-y-3">
      <Label htmlFor="service-images">{t('selling:wizard.images')}</Label>
      <p className="text-sm text-muted-foreground">
        {t('selling:wizard.imagesHint', { count: SERVICE_IMAGE_MAX_COUNT, max: MAX_MB, total: TOTAL_MB })}
      </p>
      <input
        ref={input}
        id="service-images"
        type="file"
        accept={SERVICE_IMAGE_TYPES.join(',')}
        multiple
        className="sr-only"
        onChange={(e) => add(e.target.files)}
      />
      <Button
        type="button"
        variant="outline"
        onClick={() => input.current?.click()}
        disabled={files.length >= SERVICE_IMAGE_MAX_COUNT}
      >
        <ImagePlus className="size-4" aria-hidden />
        {t('selling:wizard.addImages')}
      </Button>
      {files.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('selling:wizard.noImages')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {files.map((file, i) => (
            <li key={`${file.name}-${i}`} className="relative overflow-hidden rounded-md border">
              <img src={previews[i]} alt={file.name} className="aspect-square w-full object-cover" />
              <Button
                type="button"
                size="icon"
                variant="destructive"
                className="absolute right-1 top-1 size-7"
                aria-label={t('selling:wizard.removeImage', { name: file.name })}
                onClick={() => onChange(files.filter((_, j) => j !== i))}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
