import { zodResolver } from '@hookform/resolvers/zod';
import type { GeneratedImage } from '@shared/schemas/ai';
import { type ImagePromptInput, imagePromptInput } from '@shared/schemas/ai';
import { Button } from '@web/components/ui/button';
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
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api';
import { applyServerErrors } from '@web/lib/form-errors';
import { useSession } from '@web/lib/session';
import { Download, Image, Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useGenerateImage } from '../api/generate-image';
import { useAiStatus } from '../api/status';
import { SignInPrompt } from '../components/sign-in-prompt';
import { Notice, ToolPage } from '../components/tool-page';

export function ImageAiPage() {
  const { t } = useTranslation();
  const status = useAiStatus();
  const { user, isPending } = useSession();
  return (
    <ToolPage icon={Image} title={t('ai:image.title')} subtitle={t('ai:image.subtitle')}>
      {status.isPending || isPending ? (
        <Spinner label={t('ai:status.loading')} />
      ) : status.isError ? (
        <p role="alert" className="text-destructive">
          {t('ai:status.error')}
        </p>
      ) : !status.data.imageGeneration ? (
        <Notice title={t('ai:image.notConfiguredTitle')} tone="warning">
          {t('ai:image.notConfigured')}
        </Notice>
      ) : user ? (
        <ImageGenerator />
      ) : (
        <SignInPrompt />
      )}
    </ToolPage>
  );
}

/** The spec's toasts: credits (402), rate limit (429), otherwise the message or a generic failure. */
function toastFailure(err: unknown, t: (key: string) => string) {
  if (err instanceof ApiError && (err.status === 402 || err.code === 'AI_CREDITS_REQUIRED')) {
    toast.error(t('ai:image.creditsRequired'), { description: t('ai:image.creditsRequiredDescription') });
  } else if (err instanceof ApiError && (err.status === 429 || err.code === 'AI_RATE_LIMITED')) {
    toast.error(t('ai:image.rateLimited'), { description: t('ai:image.rateLimitedDescription') });
  } else {
    toast.error(err instanceof Error && err.message ? err.message : t('ai:image.failed'));
  }
}

function ImageGenerator() {
  const { t } = useTranslation();
  const generate = useGenerateImage();
  const form = useForm<ImagePromptInput>({
    resolver: zodResolver(imagePromptInput),
    defaultValues: { prompt: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await generate.mutateAsync(values);
    } catch (err) {
      // The prompt stays; a refusal about it stands under it, anything else by the button and in the spec's toast.
      if (applyServerErrors(form, err).length === 0) toastFailure(err, t);
    }
  });
  const prompt = form.watch('prompt');
  return (
    <>
      <Card>
        <CardContent className="pt-6">
          <Form {...form}>
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <FormField
                control={form.control}
                name="prompt"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>{t('ai:image.prompt')}</FormLabel>
                    <FormControl>
                      <Textarea rows={4} placeholder={t('ai:image.promptPlaceholder')} {...field} />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <ReasonButton
                type="submit"
                className="w-full"
                reasonClassName="text-center"
                pending={generate.isPending}
                reason={!prompt.trim() && t('ai:image.promptRequired')}
              >
                {generate.isPending ? <Loader2 className="animate-spin" aria-hidden /> : null}
                {generate.isPending ? t('ai:image.generating') : t('ai:image.generate')}
              </ReasonButton>
              <FormRootMessage />
            </form>
          </Form>
        </CardContent>
      </Card>
      {generate.data ? <ImageResult image={generate.data} prompt={generate.variables?.prompt ?? ''} /> : null}
    </>
  );
}

function ImageResult({ image, prompt }: { image: GeneratedImage; prompt: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('ai:image.result')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <img
          src={image.imageUrl}
          alt={t('ai:image.resultAlt', { prompt })}
          width={image.width}
          height={image.height}
          className="h-auto w-full rounded-lg border"
        />
        <p className="text-sm text-muted-foreground">{t('ai:image.producedBy', { model: image.model })}</p>
        <Button asChild>
          <a href={image.imageUrl} download="generated-image.png">
            <Download aria-hidden />
            {t('ai:image.download')}
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
