import { useSavedLanguage } from '@web/features/shell/components/use-saved-language';
import { useLiveChannel } from '@web/lib/live';

/**
 * What runs only while someone is signed in: the live channel and the saved profile language.
 * A separate chunk, so visitors who are signed out never download it.
 */
export default function SignedInEffects() {
  useSavedLanguage();
  useLiveChannel(true);
  return null;
}
