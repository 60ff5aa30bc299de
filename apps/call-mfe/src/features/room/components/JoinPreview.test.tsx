import { createRef } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n, registerNamespace } from '@platform/i18n';
import type { DeviceChoices } from '@platform/shared-api';
import type { PreviewMedia } from '../../media/prejoin';
import en from '#src/locales/en.json';
import vi_ from '#src/locales/vi.json';
import { JoinPreview } from './JoinPreview';

beforeAll(async () => {
  await initI18n('en');
  registerNamespace('call', { en, vi: vi_ });
});
afterEach(cleanup);

const devices = { cameras: [], microphones: [], speakers: [], refresh: async () => undefined };
const starting: PreviewMedia = {
  stream: null,
  error: null,
  cameraError: null,
  micError: null,
  backgroundError: null,
  handOver: () => undefined,
};

function show(choices: Partial<DeviceChoices>, preview: Partial<PreviewMedia> = {}) {
  render(
    <JoinPreview
      preview={{ ...starting, ...preview }}
      video={createRef()}
      choices={{ cameraOn: true, micOn: true, ...choices }}
      devices={devices}
      initial="A"
      onChange={() => undefined}
    />,
  );
}

describe('JoinPreview: the microphone level row', () => {
  it('is there, at zero, while the microphone starts, so the pickers and Join below it do not move when it opens', () => {
    show({ micOn: true });
    const meter = screen.getByRole('meter', { name: 'Microphone level' });
    expect(meter.getAttribute('aria-valuenow')).toBe('0');
  });

  it('is not shown with the microphone off, nor when it failed (the error says why instead)', () => {
    show({ micOn: false });
    expect(screen.queryByRole('meter')).toBeNull();
    cleanup();
    show({ micOn: true }, { micError: 'common:errors.deviceDenied', error: 'common:errors.deviceDenied' });
    expect(screen.queryByRole('meter')).toBeNull();
  });
});
