import { useEffect, useState, type RefObject } from 'react';
import { IdleControls } from '../utils/idle-controls';

/** Keyboard focus (not a mouse click's leftover focus) or an open menu keeps the controls up. */
function inUse(element: HTMLElement | null): boolean {
  if (!element) return false;
  if (element.querySelector('[aria-expanded="true"]')) return true;
  const active = document.activeElement;
  if (!active || !element.contains(active)) return false;
  try {
    return active.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * True while the in-call controls should be faded out: 5000 ms after the last sampled pointer
 * movement (spec §9), never while the pointer is over them, a menu of theirs is open or the keyboard
 * is inside them. Any key press, tap or focus brings them back.
 */
export function useIdleControls(root: RefObject<HTMLElement | null>, controls: Array<RefObject<HTMLElement | null>>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let hovering = false;
    const idle = new IdleControls(setHidden, { canHide: () => !hovering && !controls.some((ref) => inUse(ref.current)) });
    const onPointer = (event: PointerEvent) => {
      hovering = controls.some((ref) => !!ref.current && ref.current.contains(event.target as Node));
      if (event.type === 'pointermove') idle.pointer();
      else idle.wake();
    };
    const wake = () => idle.wake();
    element.addEventListener('pointermove', onPointer, { passive: true });
    element.addEventListener('pointerdown', onPointer, { passive: true });
    element.addEventListener('keydown', wake);
    element.addEventListener('focusin', wake);
    return () => {
      idle.dispose();
      element.removeEventListener('pointermove', onPointer);
      element.removeEventListener('pointerdown', onPointer);
      element.removeEventListener('keydown', wake);
      element.removeEventListener('focusin', wake);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are stable
  }, [root]);
  return hidden;
}
