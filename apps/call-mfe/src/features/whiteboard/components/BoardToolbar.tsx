import { useTranslation } from '@platform/i18n';
import { Badge, Button, IconButton } from '@platform/ui';
import { TOOLS, canRedo, canUndo, type Board, type Tool } from '../utils/board-model';
import { COLOURS, SHORTCUTS, WIDTHS } from '../utils/board-tools';
import type { useWhiteboardSync } from '../hooks/useWhiteboardSync';
import { ToolIcon } from './ToolIcon';
import styles from './whiteboard.module.css';

/** The whiteboard's toolbar: tools, colours, widths, undo, redo, clear, export, and a shared board's live status. */
export function BoardToolbar({
  tool,
  onTool,
  colour,
  onColour,
  width,
  onWidth,
  board,
  onStep,
  onClear,
  onExport,
  sync,
}: {
  tool: Tool;
  onTool: (tool: Tool) => void;
  colour: string;
  onColour: (colour: string) => void;
  width: number;
  onWidth: (width: number) => void;
  board: Board;
  onStep: (direction: 'undo' | 'redo') => void;
  onClear: () => void;
  onExport: () => void;
  /** A shared board's connection (`?room=`); null on a board of one's own. */
  sync: ReturnType<typeof useWhiteboardSync> | null;
}) {
  const { t } = useTranslation('call');
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('whiteboard.tools')}>
      <div className={styles.group} role="radiogroup" aria-label={t('whiteboard.tools')}>
        {TOOLS.map((name) => (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={tool === name}
            className={tool === name ? styles.toolActive : styles.tool}
            title={`${t(`whiteboard.tool.${name}`)} (${Object.keys(SHORTCUTS)
              .find((k) => SHORTCUTS[k] === name)
              ?.toUpperCase()})`}
            aria-label={t(`whiteboard.tool.${name}`)}
            onClick={() => onTool(name)}
          >
            <ToolIcon tool={name} />
          </button>
        ))}
      </div>
      <div className={styles.group} role="radiogroup" aria-label={t('whiteboard.colour')}>
        {COLOURS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={colour === value}
            aria-label={t(`whiteboard.colours.${value.slice(1)}`)}
            title={t(`whiteboard.colours.${value.slice(1)}`)}
            className={colour === value ? styles.swatchActive : styles.swatch}
            style={{ background: value }}
            onClick={() => onColour(value)}
          />
        ))}
      </div>
      <div className={styles.group} role="radiogroup" aria-label={t('whiteboard.width')}>
        {WIDTHS.map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={width === value}
            aria-label={t('whiteboard.widthValue', { value })}
            title={t('whiteboard.widthValue', { value })}
            className={width === value ? styles.toolActive : styles.tool}
            onClick={() => onWidth(value)}
          >
            <span className={styles.dot} style={{ width: 3 + value, height: 3 + value }} aria-hidden />
          </button>
        ))}
      </div>
      <div className={styles.group}>
        <Button
          className="ui-button--icon"
          aria-label={t('whiteboard.undo')}
          title={`${t('whiteboard.undo')} (Ctrl+Z)`}
          disabled={!canUndo(board)}
          onClick={() => onStep('undo')}
        >
          <ToolIcon tool="undo" size={18} />
        </Button>
        <Button
          className="ui-button--icon"
          aria-label={t('whiteboard.redo')}
          title={`${t('whiteboard.redo')} (Ctrl+Shift+Z)`}
          disabled={!canRedo(board)}
          onClick={() => onStep('redo')}
        >
          <ToolIcon tool="redo" size={18} />
        </Button>
        <IconButton icon="trash" label={t('whiteboard.clear')} disabled={board.strokes.length === 0} onClick={onClear} />
        <Button icon="download" size="sm" onClick={onExport}>
          {t('whiteboard.export')}
        </Button>
      </div>
      {sync && (
        <div className={styles.status} role="status" aria-live="polite">
          <Badge tone={sync.status === 'live' ? 'success' : sync.status === 'offline' ? 'danger' : 'neutral'}>
            {t(`whiteboard.sync.${sync.status}`)}
          </Badge>
          {sync.status === 'live' && <span className={styles.peers}>{t('whiteboard.peers', { count: sync.peers })}</span>}
        </div>
      )}
    </div>
  );
}
