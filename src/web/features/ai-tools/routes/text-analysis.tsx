import { zodResolver } from '@hookform/resolvers/zod';
import { formatPercent } from '@shared/format';
import { type TextAnalysisInput, type TextAnalysisResult, textAnalysisInput } from '@shared/schemas/ai';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
} from '@web/components/ui/form';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { currentLanguage } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { cn } from '@web/lib/utils';
import { FileText, Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useAnalyseText } from '../api/analyse-text';
import { useAiStatus } from '../api/status';
import { ToolPage } from '../components/tool-page';

/** Confidence 0..1 as a percent with one decimal ("87.3%", Turkish "%87,3"). */
export function formatConfidence(confidence: number, lang: 'en' | 'tr'): string {
  return formatPercent(confidence * 100, lang, 1);
}

export function TextAnalysisPage() {
  const { t } = useTranslation();
  const analyse = useAnalyseText();
  const { user } = useSession();
  const status = useAiStatus();
  const form = useForm<TextAnalysisInput>({
    resolver: zodResolver(textAnalysisInput),
    defaultValues: { text: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await analyse.mutateAsync(values);
    } catch (err) {
      // The text stays; a refusal about it stands under it, anything else by the button (and the spec's toast).
      const marked = applyServerErrors(form, err);
      if (marked.length === 0) toast.error(t('ai:text.failed'), { description: errorMessage(err) });
    }
  });
  const text = form.watch('text');
  return (
    <ToolPage icon={FileText} title={t('ai:text.title')} subtitle={t('ai:text.subtitle')}>
      <Card>
        <CardContent className="pt-6">
          <Form {...form}>
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <FormField
                control={form.control}
                name="text"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('ai:text.label')}</FormLabel>
                    <FormControl>
                      <Textarea rows={8} placeholder={t('ai:text.placeholder')} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              {user ? null : (
                // Signed out the tool still works, and says how: the local analyser, or the model after signing in.
                <p className="text-sm text-muted-foreground" data-testid="signed-out-note">
                  {t(
                    status.data?.textAnalysis === 'model'
                      ? 'ai:text.signInForModel'
                      : 'ai:text.signedOutLocal',
                  )}
                </p>
              )}
              <ReasonButton
                type="submit"
                className="w-full"
                reasonClassName="text-center"
                pending={analyse.isPending}
                reason={!text.trim() && t('ai:text.required')}
              >
                {analyse.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {analyse.isPending ? t('ai:text.analyzing') : t('ai:text.analyze')}
              </ReasonButton>
              <FormRootMessage />
            </form>
          </Form>
        </CardContent>
      </Card>
      {analyse.data ? <AnalysisResult result={analyse.data} /> : null}
    </ToolPage>
  );
}

const SENTIMENT_STYLE: Record<TextAnalysisResult['sentiment'], string> = {
  positive: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  negative: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100',
  neutral: 'bg-muted text-foreground',
};

function AnalysisResult({ result }: { result: TextAnalysisResult }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const method =
    result.method === 'model'
      ? t('ai:text.methodModel', { model: result.model ?? '' })
      : result.fallback
        ? t('ai:text.methodFallback')
        : t('ai:text.methodLocal');
  return (
    <Card aria-live="polite">
      <CardHeader>
        <CardTitle>{t('ai:text.result')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid gap-3 sm:grid-cols-2">
          <div className="rounded-lg border p-3">
            <dt className="text-xs text-muted-foreground">{t('ai:text.sentiment')}</dt>
            <dd className="mt-1">
              <span
                className={cn(
                  'rounded-full px-3 py-1 text-sm font-semibold',
                  SENTIMENT_STYLE[result.sentiment],
                )}
                data-testid="sentiment"
              >
                {t(`ai:text.sentiments.${result.sentiment}`)}
              </span>
            </dd>
          </div>
          <div className="rounded-lg border p-3">
            <dt className="text-xs text-muted-foreground">{t('ai:text.confidence')}</dt>
            <dd className="text-lg font-semibold" data-testid="confidence">
              {formatConfidence(result.confidence, lang)}
            </dd>
          </div>
        </dl>
        <section className="space-y-2">
          <h3 className="font-semibold">{t('ai:text.keywords')}</h3>
          {result.keywords.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('ai:text.none')}</p>
          ) : (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('ai:text.keywords')}>
              {result.keywords.map((k) => (
                <li key={k}>
                  <Badge variant="secondary">{k}</Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold">{t('ai:text.entities')}</h3>
          {result.entities.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('ai:text.none')}</p>
          ) : (
            <ul className="flex flex-wrap gap-1.5" aria-label={t('ai:text.entities')}>
              {result.entities.map((e) => (
                <li key={`${e.type}:${e.text}`}>
                  <Badge variant="outline">
                    {e.text}
                    <span className="ml-1 font-normal text-muted-foreground">
                      · {t(`ai:text.entityTypes.${e.type}`)}
                    </span>
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="space-y-2">
          <h3 className="font-semibold">{t('ai:text.summary')}</h3>
          <p className="whitespace-pre-line text-sm">{result.summary}</p>
        </section>
        <p className="border-t pt-3 text-xs text-muted-foreground">
          {t('ai:text.language', { language: t(`ai:text.languages.${result.language}`) })} · {method}
        </p>
      </CardContent>
    </Card>
  );
}
