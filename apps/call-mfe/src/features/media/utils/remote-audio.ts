/**
 * Plays every remote participant's audio, independent of which tiles are on screen (a paged-out
 * speaker must still be heard), on the chosen speaker (setSinkId where supported).
 */
export class RemoteAudioPlayer {
  private readonly players = new Map<string, { element: HTMLAudioElement; track: MediaStreamTrack }>();
  private sinkId = '';

  /** Brings the players in line with the remotes' audio tracks. */
  sync(tracks: Map<string, MediaStreamTrack | null>) {
    for (const [id, player] of this.players) {
      if (tracks.get(id) !== player.track) {
        player.element.srcObject = null;
        this.players.delete(id);
      }
    }
    for (const [id, track] of tracks) {
      if (!track || this.players.has(id)) continue;
      const element = new Audio();
      element.autoplay = true;
      element.srcObject = new MediaStream([track]);
      if (this.sinkId) void setSink(element, this.sinkId);
      void element.play().catch(() => undefined);
      this.players.set(id, { element, track });
    }
  }

  async setSpeaker(deviceId: string) {
    this.sinkId = deviceId;
    await Promise.all([...this.players.values()].map((player) => setSink(player.element, deviceId)));
  }

  /** Retries playback after a user gesture when autoplay was refused. */
  resume() {
    for (const player of this.players.values()) if (player.element.paused) void player.element.play().catch(() => undefined);
  }

  close() {
    for (const player of this.players.values()) player.element.srcObject = null;
    this.players.clear();
  }
}

async function setSink(element: HTMLAudioElement, deviceId: string) {
  const sinkable = element as HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };
  try {
    await sinkable.setSinkId?.(deviceId);
  } catch {
    // The device went away; the default output keeps playing.
  }
}

export function speakerSelectionSupported(): boolean {
  return typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
}
