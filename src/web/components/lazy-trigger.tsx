import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
} from 'react';

function Replay({ pending, box }: { pending: RefObject<boolean>; box: RefObject<HTMLSpanElement | null> }) {
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    box.current?.querySelector<HTMLElement>('button, a')?.click();
  }, [pending, box]);
  return null;
}

/**
 * A lazily loaded control that opens something (a dialog and its form): until its code has
 * arrived, `standIn` (a button of the same look) holds its place, and a press on the stand-in is
 * passed on to the real button as soon as it is there, so nothing is lost and nothing moves.
 */
export function LazyTrigger({
  standIn,
  children,
}: {
  standIn: ReactElement<{ onClick?: () => void }>;
  children: ReactNode;
}) {
  const pending = useRef(false);
  const box = useRef<HTMLSpanElement>(null);
  return (
    <span ref={box} className="contents">
      <Suspense
        fallback={cloneElement(standIn, {
          onClick: () => {
            pending.current = true;
          },
        })}
      >
        {children}
        <Replay pending={pending} box={box} />
      </Suspense>
    </span>
  );
}
