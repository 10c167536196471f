import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The panel (chat state, streaming, rendering) is a separate chunk loaded on the first click,
// so the home page's initial script only carries this button.
const loadPanel = () => import('./chatbot-panel');
const ChatbotPanel = lazy(() => loadPanel().then((m) => ({ default: m.ChatbotPanel })));

/** The home page's floating help chatbot button (spec part 1 §2). */
export function ChatbotLauncher() {
  // Its labels are in `help`, which is not among the catalogues loaded before the first render: the
  // button (fixed in a corner, so nothing moves) shows once they have loaded.
  const { t, ready } = useTranslation('help', { useSuspense: false });
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  // The button never covers content (decision 126). On a phone it is not floating at all: it sits
  // at the end of the page's content, where nothing else is. From `sm` up it floats in the corner
  // and the page ends with room for it (the footer's last line scrolls clear of it). While the
  // phone menu is open it is hidden (the top bar marks the body).
  useEffect(() => {
    document.body.classList.add('sm:pb-24');
    return () => document.body.classList.remove('sm:pb-24');
  }, []);
  if (!ready) return null;
  return (
    <div className="flex justify-end px-4 py-4 sm:contents" data-testid="help-launcher">
      {loaded && (
        <Suspense fallback={null}>
          <ChatbotPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
      <button
        type="button"
        aria-label={open ? t('help:chatbot.close') : t('help:chatbot.open')}
        aria-expanded={open}
        aria-controls="help-chatbot-panel"
        onPointerEnter={() => void loadPanel()}
        onClick={() => {
          setLoaded(true);
          setOpen((v) => !v);
        }}
        className="z-40 flex size-14 [body[data-menu-open]_&]:hidden sm:fixed sm:right-6 sm:bottom-6 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition hover:scale-105 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {open ? (
          <X className="size-6" aria-hidden="true" />
        ) : (
          <MessageCircle className="size-6" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
