import type { Language } from '@shared/constants';
import { LanguageSwitch } from '@web/components/language-switch';
import { useSession } from '@web/features/auth/api/session';
import { errorMessage } from '@web/lib/api';
import { lazyToast } from '@web/lib/lazy-toast';
import { useUpdatePreferences } from '../api/settings';

/** The language switch; for a signed-in user the choice is also saved on the profile. */
export function ShellLanguageSwitch({ className }: { className?: string }) {
  const { user } = useSession();
  const update = useUpdatePreferences();
  const onChange = (language: Language) => {
    if (!user) return;
    update.mutate({ language }, { onError: (err) => lazyToast('error', errorMessage(err)) });
  };
  return <LanguageSwitch className={className} onChange={onChange} />;
}
