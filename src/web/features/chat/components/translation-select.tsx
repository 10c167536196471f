import { TRANSLATION_MODES, type TranslationMode } from '@shared/schemas/chat';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function TranslationSelect({
  value,
  onChange,
}: {
  value: TranslationMode;
  onChange: (mode: TranslationMode) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <Languages className="size-4 text-muted-foreground" aria-hidden="true" />
      <Select value={value} onValueChange={(v) => onChange(v as TranslationMode)}>
        <SelectTrigger className="h-9 w-48" aria-label={t('chat:translation.label')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {TRANSLATION_MODES.map((mode) => (
            <SelectItem key={mode} value={mode}>
              {t(`chat:translation.${mode}`)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
