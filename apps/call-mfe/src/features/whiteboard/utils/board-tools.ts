import type { Tool } from './board-model';

/** The pens' colours, stroke widths and each tool's key on the whiteboard. */
export const COLOURS = ['#14171c', '#c52428', '#2563eb', '#1a7f4b', '#f59e0b', '#7c3aed', '#ec4899', '#ffffff'];
export const WIDTHS = [2, 4, 8, 16];
export const SHORTCUTS: Record<string, Tool> = {
  p: 'pen',
  h: 'highlighter',
  l: 'line',
  r: 'rectangle',
  o: 'ellipse',
  a: 'arrow',
  t: 'text',
  e: 'eraser',
};
