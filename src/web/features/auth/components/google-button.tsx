import { Button } from '@web/components/ui/button';
import { useSiteConfig } from '@web/lib/site-config';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { startGoogleSignIn } from '../api/auth-actions';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.09A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.43.34-2.09V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/**
 * Google sign-in when the server has it configured. When it is not, the button is shown disabled
 * with the reason under it (and as its description), and the page stays where it is.
 */
export function GoogleButton({ callbackPath = '/' }: { callbackPath?: string }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const { data: config } = useSiteConfig();
  const unavailable = config !== undefined && !config.googleEnabled;
  const onClick = async () => {
    if (!config?.googleEnabled) return;
    const started = await startGoogleSignIn(callbackPath);
    if (!started) {
      toast.error(t('auth:google.unavailableTitle'), { description: t('auth:google.failedDescription') });
    }
  };
  return (
    <div className="space-y-1">
      <Button
        variant="outline"
        className="w-full"
        onClick={onClick}
        disabled={!config || unavailable}
        title={unavailable ? t('auth:google.notConfigured') : undefined}
        aria-describedby={unavailable ? reasonId : undefined}
      >
        <GoogleIcon />
        {t('auth:google.button')}
      </Button>
      {unavailable ? (
        <p id={reasonId} className="text-center text-xs text-muted-foreground">
          {t('auth:google.notConfigured')}
        </p>
      ) : null}
    </div>
  );
}
