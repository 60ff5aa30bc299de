import type { Tool } from '../utils/board-model';

export type BoardGlyph = Tool | 'undo' | 'redo';

/** Drawing-tool glyphs (the design system's icon set has none of these). */
const PATHS: Record<BoardGlyph, string> = {
  undo: 'M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-4',
  redo: 'M15 14l5-5-5-5M20 9H9a5 5 0 000 10h4',
  pen: 'M4 20l4-1 11-11-3-3L5 16l-1 4zM14 6l3 3',
  highlighter: 'M9 15l-3 3v2h4l3-3M9 15l6-10 4 4-6 10-4-4zM4 21h16',
  line: 'M5 19L19 5',
  rectangle: 'M4 6h16v12H4z',
  ellipse: 'M12 5c4.4 0 8 3.1 8 7s-3.6 7-8 7-8-3.1-8-7 3.6-7 8-7z',
  arrow: 'M5 19L19 5M10 5h9v9',
  text: 'M5 6V4h14v2M12 4v16M9 20h6',
  eraser: 'M16 3l5 5-11 11H5l-3-3L16 3zM9 8l7 7M10 21h11',
};

export function ToolIcon({ tool, size = 20 }: { tool: BoardGlyph; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={PATHS[tool]} />
    </svg>
  );
}
