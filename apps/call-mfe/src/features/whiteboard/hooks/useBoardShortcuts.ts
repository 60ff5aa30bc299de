import { useEffect } from 'react';
import type { Tool } from '../utils/board-model';
import { SHORTCUTS, WIDTHS } from '../utils/board-tools';

/**
 * The board's keys, outside text fields and dialogs: Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y undo and redo,
 * a tool's letter picks it, [ and ] step the width.
 */
export function useBoardShortcuts(
  step: (direction: 'undo' | 'redo') => void,
  setTool: (tool: Tool) => void,
  setWidth: (change: (current: number) => number) => void,
) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const key = event.key.toLowerCase();
      if ((event.ctrlKey || event.metaKey) && key === 'z') {
        event.preventDefault();
        step(event.shiftKey ? 'redo' : 'undo');
      } else if ((event.ctrlKey || event.metaKey) && key === 'y') {
        event.preventDefault();
        step('redo');
      } else if (!event.ctrlKey && !event.metaKey && !event.altKey && SHORTCUTS[key]) {
        setTool(SHORTCUTS[key]);
      } else if (key === '[' || key === ']') {
        setWidth((current) => WIDTHS[Math.max(0, Math.min(WIDTHS.length - 1, WIDTHS.indexOf(current) + (key === ']' ? 1 : -1)))]);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, setTool, setWidth]);
}
