import { useEffect, useState } from 'react';

// Once true, true for the rest of the visit (a layout mounted later starts from it).
let interacted = false;

/**
 * False until the visitor first presses a pointer or a key on the page, then true: for code that
 * only an action of theirs can need (the toasts' library), loaded as they start to act instead of
 * alongside what a first visit paints with.
 */
export function useFirstInteraction(): boolean {
  const [seen, setSeen] = useState(interacted);
  useEffect(() => {
    if (seen) return;
    // mousedown too: assistive technology's simulated clicks send mouse events, not pointer ones.
    const events = ['pointerdown', 'mousedown', 'keydown'] as const;
    const onEvent = () => {
      interacted = true;
      setSeen(true);
    };
    for (const type of events)
      window.addEventListener(type, onEvent, { capture: true, passive: true, once: true });
    return () => {
      for (const type of events) window.removeEventListener(type, onEvent, { capture: true });
    };
  }, [seen]);
  return seen;
}
