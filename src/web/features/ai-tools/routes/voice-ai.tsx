import { zodResolver } from '@hookform/resolvers/zod';
import { VOICE_TEXT_MAX, VOICES, type VoiceInput, voiceInput } from '@shared/schemas/ai';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ReasonButton } from '@web/components/ui/disabled-reason';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@web/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { currentLanguage } from '@web/lib/i18n';
import { Mic, Square, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Notice, ToolPage } from '../components/tool-page';
import { chunkText, pickSystemVoice, speechAvailable, textLanguage, VOICE_SETTINGS } from '../lib/speech';

export function VoiceAiPage() {
  const { t } = useTranslation();
  return (
    <ToolPage icon={Mic} title={t('ai:voice.title')} subtitle={t('ai:voice.subtitle')}>
      {speechAvailable() ? (
        <VoiceForm />
      ) : (
        <Notice title={t('ai:voice.unsupportedTitle')} tone="warning">
          {t('ai:voice.unsupported')}
        </Notice>
      )}
    </ToolPage>
  );
}

/** The device's voices; some browsers load them after the page, announced by 'voiceschanged'. */
function useSystemVoices() {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => window.speechSynthesis.getVoices());
  useEffect(() => {
    const synth = window.speechSynthesis;
    const update = () => setVoices(synth.getVoices());
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, []);
  return voices;
}

function VoiceForm() {
  const { t } = useTranslation();
  const systemVoices = useSystemVoices();
  const [speaking, setSpeaking] = useState(false);
  const [deviceVoice, setDeviceVoice] = useState<string | null>(null);
  const run = useRef(0);
  const form = useForm<VoiceInput>({
    resolver: zodResolver(voiceInput),
    defaultValues: { text: '', voice: 'alloy' },
  });
  const typed = form.watch('text');
  const length = typed.length;

  // Leaving the page stops the speech.
  useEffect(() => () => window.speechSynthesis.cancel(), []);

  const stop = () => {
    run.current += 1;
    window.speechSynthesis.cancel();
    setSpeaking(false);
  };

  const onSubmit = form.handleSubmit(({ text, voice }) => {
    const synth = window.speechSynthesis;
    synth.cancel();
    const id = ++run.current;
    const lang = textLanguage(text, currentLanguage());
    const system = pickSystemVoice(systemVoices, lang, voice);
    setDeviceVoice(system?.name ?? null);
    const settings = VOICE_SETTINGS[voice];
    const chunks = chunkText(text);
    chunks.forEach((chunk, index) => {
      const utterance = new SpeechSynthesisUtterance(chunk);
      utterance.lang = system?.lang ?? (lang === 'tr' ? 'tr-TR' : 'en-US');
      if (system) utterance.voice = system;
      utterance.pitch = settings.pitch;
      utterance.rate = settings.rate;
      if (index === 0) utterance.onstart = () => run.current === id && setSpeaking(true);
      if (index === chunks.length - 1) utterance.onend = () => run.current === id && setSpeaking(false);
      utterance.onerror = (e) => {
        if (run.current !== id) return;
        setSpeaking(false);
        // 'interrupted' and 'canceled' are the Stop button, not failures.
        if (e.error !== 'interrupted' && e.error !== 'canceled') toast.error(t('ai:voice.failed'));
      };
      synth.speak(utterance);
    });
  });

  return (
    <Card>
      <CardContent className="pt-6">
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="text"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('ai:voice.text')}</FormLabel>
                  <FormControl>
                    <Textarea
                      rows={8}
                      maxLength={VOICE_TEXT_MAX}
                      placeholder={t('ai:voice.placeholder')}
                      {...field}
                    />
                  </FormControl>
                  <div className="flex items-start justify-between gap-2">
                    <FormMessage />
                    <FormDescription className="ml-auto text-sm" data-testid="voice-counter">
                      {t('ai:voice.counter', { count: length, max: VOICE_TEXT_MAX })}
                    </FormDescription>
                  </div>
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="voice"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('ai:voice.voice')}</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {VOICES.map((v) => (
                        <SelectItem key={v} value={v}>
                          {t(`ai:voice.voices.${v}`)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </FormItem>
              )}
            />
            <div className="flex gap-2">
              <div className="flex flex-1 flex-col gap-1">
                <ReasonButton
                  type="submit"
                  pending={speaking}
                  reason={!typed.trim() && t('ai:voice.required')}
                >
                  <Volume2 aria-hidden />
                  {speaking ? t('ai:voice.speaking') : t('ai:voice.speak')}
                </ReasonButton>
              </div>
              <Button
                type="button"
                variant="outline"
                onClick={stop}
                disabled={!speaking}
                className="self-start"
              >
                <Square aria-hidden />
                {t('ai:voice.stop')}
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">{t('ai:voice.method')}</p>
            {deviceVoice ? (
              <p className="text-sm text-muted-foreground">
                {t('ai:voice.systemVoice', { name: deviceVoice })}
              </p>
            ) : null}
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
