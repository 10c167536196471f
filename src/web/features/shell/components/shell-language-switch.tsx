import type { Language } from '@shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { LanguageSwitch } from '@web/components/language-switch';
import { errorMessage } from '@web/lib/api';
import { clearLanguageChoice } from '@web/lib/language-choice';
import { useSession } from '@web/lib/session';
import { toast } from 'sonner';

/** The language switch; for a signed-in user the choice is also saved on the profile. */
export function ShellLanguageSwitch({ className }: { className?: string }) {
  const { user } = useSession();
  const qc = useQueryClient();
  const onChange = (language: Language) => {
    if (!user) return;
    // Loaded on demand: the settings API module stays out of the entry chunk.
    import('../api/settings')
      .then((settings) => settings.savePreferences(qc, { language }))
      .then(clearLanguageChoice)
      .catch((err: unknown) => toast.error(errorMessage(err)));
  };
  return <LanguageSwitch className={className} onChange={onChange} />;
}
