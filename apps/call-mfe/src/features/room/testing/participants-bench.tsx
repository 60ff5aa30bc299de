/**
 * The participants panel at scale, for scripts/bench-call.mjs (benchPanel): bundled on its own with
 * esbuild and loaded into a page with `<div id="root" style="height:100vh">`. It renders the real
 * ParticipantsPanel (with the real strings and design-system styles) for a fake room of n people in a
 * side panel the size of the call page's, as the host sees it, then scrolls it frame by frame.
 *
 *   await window.participantsBench.render(10_000)  -> { domRows, commitMs }
 *   await window.participantsBench.scroll(120)     -> { frames, domRows, maxDomRows, frameMs, workMs, scrolledPx }
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, i18n, initI18n, registerNamespace, useTranslation } from '@platform/i18n';
import '@platform/ui/styles.css';
import en from '#src/locales/en.json';
import vi from '#src/locales/vi.json';
import roomEn from '#src/locales/room/en.json';
import roomVi from '#src/locales/room/vi.json';
import type { RoomClient } from '../api/room-client';
import type { RoomView } from '../utils/room-view';
import { PANEL_ROW_HEIGHT } from '../utils/participant-rows';
import { ParticipantsPanel } from '../components/ParticipantsPanel';
import { fakeRoomView } from './fake-room';

interface Stats {
  mean: number;
  p95: number;
  max: number;
}
export interface PanelScrollResult {
  frames: number;
  /** Person rows mounted at the end, and at most while scrolling. */
  domRows: number;
  maxDomRows: number;
  /** Time between animation frames while scrolling (16.7 ms at 60 Hz when nothing is dropped). */
  frameMs: Stats;
  /** Main-thread time of each frame: from its animation frame to the first task after its rendering. */
  workMs: Stats;
  scrolledPx: number;
}

declare global {
  interface Window {
    participantsBench: {
      render(n: number): Promise<{ domRows: number; commitMs: number }>;
      scroll(frames: number, options?: { step?: number }): Promise<PanelScrollResult>;
    };
  }
}

void initI18n('en');
registerNamespace('call', { en, vi });
registerNamespace('call', { en: roomEn, vi: roomVi });

const noClient = {} as RoomClient;
const run = async () => null;
const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const personRows = () => document.querySelectorAll('[data-testid="participant"]').length;

function stats(values: number[]): Stats {
  if (values.length === 0) return { mean: 0, p95: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  return {
    mean: values.reduce((sum, v) => sum + v, 0) / values.length,
    p95: sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)],
    max: sorted[sorted.length - 1],
  };
}

/** The call page's side panel: 360 px wide, full height, a header above the panel (call.module.css .panel). */
function SidePanel({ view }: { view: RoomView }) {
  const { t } = useTranslation('call');
  return (
    <aside
      aria-label={t('participants.title')}
      style={{
        width: 360,
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        background: 'var(--color-surface)',
        color: 'var(--color-text)',
        overflow: 'hidden',
      }}
    >
      <div style={{ padding: 'var(--space-3) var(--space-4)', borderBottom: '1px solid var(--color-border)' }}>
        <h2 style={{ margin: 0, fontSize: 'var(--text-md)' }}>{t('participants.titleCount', { count: view.participants.length })}</h2>
      </div>
      <ParticipantsPanel client={noClient} view={view} run={run} display="center" />
    </aside>
  );
}

let root: Root | null = null;

window.participantsBench = {
  async render(n) {
    const element = document.getElementById('root');
    if (!element) throw new Error('participants bench: no #root');
    const view = fakeRoomView(n);
    root ??= createRoot(element);
    const started = performance.now();
    flushSync(() =>
      root!.render(
        <I18nextProvider i18n={i18n}>
          <SidePanel view={view} />
        </I18nextProvider>,
      ),
    );
    const commitMs = performance.now() - started;
    // Painted once the frame after the commit has started.
    await nextFrame();
    await nextFrame();
    return { domRows: personRows(), commitMs };
  },

  async scroll(frames, { step = 3 * PANEL_ROW_HEIGHT.person } = {}) {
    const list = document.querySelector<HTMLElement>('[data-testid="participants-list"]');
    if (!list) throw new Error('participants bench: render first');
    const intervals: number[] = [];
    const work: number[] = [];
    let maxDomRows = personRows();
    let scrolledPx = 0;
    let direction = 1;
    // A task queued from an animation frame runs after that frame's rendering (style, layout, paint).
    const channel = new MessageChannel();
    let began = 0;
    channel.port1.onmessage = () => work.push(performance.now() - began);
    let previous = await nextFrame();
    for (let frame = 0; frame < frames; frame += 1) {
      const now = await nextFrame();
      intervals.push(now - previous);
      previous = now;
      began = performance.now();
      maxDomRows = Math.max(maxDomRows, personRows());
      if (list.scrollTop + list.clientHeight + step > list.scrollHeight) direction = -1;
      if (list.scrollTop - step < 0) direction = 1;
      const before = list.scrollTop;
      list.scrollTop = before + direction * step;
      scrolledPx += Math.abs(list.scrollTop - before);
      channel.port2.postMessage(null);
    }
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    channel.port1.close();
    return {
      frames,
      domRows: personRows(),
      maxDomRows: Math.max(maxDomRows, personRows()),
      frameMs: stats(intervals),
      workMs: stats(work),
      scrolledPx,
    };
  },
};
