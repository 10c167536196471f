import { Button } from '@web/components/ui/button';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ContentTranslationState } from './state';

/** 'Translate' / 'Show original' beside a text (./content-translation.tsx loads it where translation is offered). */
export function TranslateToggle({ state }: { state: ContentTranslationState }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        type="button"
        variant="link"
        size="sm"
        className="h-auto min-h-[44px] px-0 sm:min-h-0"
        onClick={state.toggle}
        disabled={state.pending}
        aria-pressed={state.showing}
      >
        <Languages className="size-4" aria-hidden="true" />
        {state.pending
          ? t('translate:translating')
          : state.showing
            ? t('translate:showOriginal')
            : t('translate:translate')}
      </Button>
      {state.showing && state.source ? (
        <span className="text-xs text-muted-foreground">
          {t('translate:translatedFrom', { language: t(`translate:language.${state.source}`) })}
        </span>
      ) : null}
    </span>
  );
}
