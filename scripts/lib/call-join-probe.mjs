/**
 * Where a join's time goes, read from inside each participant's page without touching the
 * product: an init script wraps WebSocket (the room socket; on LiveKit its signal socket too),
 * fetch (the call config), RTCPeerConnection (each link's offer, answer and ICE state) and watches
 * remote video tiles for their video element (on LiveKit: the track is subscribed) and first decoded frame;
 * on LiveKit it also follows the Room the call remote exposes (when the SFU took the camera and announced the others').
 * Times are Date.now(), so pages of one machine compare with each other and with the bench.
 */

/** Runs in the page before the product (Playwright addInitScript): self-contained. */
export const JOIN_PROBE = () => {
  const w = window;
  const now = () => Date.now();
  const probe = {
    joinAt: null,
    socketOpen: null,
    roomAnswer: null,
    config: null,
    signalOpen: null,
    links: [],
    published: null,
    // This page's camera: the first frame its encoder produced for a connection (polled after Join).
    firstEncoded: null,
    cameraOpen: null,
    roomMade: null,
    publishAsked: null,
    announced: {},
    trackSubscribed: {},
    subscribeCalls: [],
    tiles: {},
    frames: {},
    pausesAsked: 0,
    // Each negotiation, from its offer (this page's or the other side's) until the answer is applied: on
    // LiveKit's one connection, every camera subscribed renegotiates (the SFU asks, this page offers).
    answerLags: [],
    // The page's main thread blocked (tasks over 50 ms, as PerformanceObserver reports them), after Join.
    longTasks: [],
    // Each React commit (any root of the page), read through the hook React offers developer tools.
    commits: [],
  };
  // React DOM reports every commit to this hook when it exists before React loads (production builds too).
  w.__REACT_DEVTOOLS_GLOBAL_HOOK__ ??= {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {
      probe.commits.push(now());
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        probe.longTasks.push({ at: Math.round(performance.timeOrigin + entry.startTime), ms: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    /* no long task timing here */
  }
  w.__bench = probe;
  /** Polls the page's connections (every 100 ms from Join) until one has encoded a camera frame. */
  const watchEncoder = () => {
    const timer = setInterval(async () => {
      for (const pc of w.__benchPeers ?? []) {
        const stats = await pc.getStats().catch(() => null);
        stats?.forEach((stat) => {
          if (stat.type === 'outbound-rtp' && stat.kind === 'video' && stat.framesEncoded > 0) probe.firstEncoded ??= now();
        });
      }
      if (probe.firstEncoded !== null) clearInterval(timer);
    }, 100);
    setTimeout(() => clearInterval(timer), 30_000);
  };
  document.addEventListener(
    'submit',
    () => {
      if (probe.joinAt === null) watchEncoder();
      probe.joinAt ??= now();
    },
    true,
  );

  const NativeSocket = w.WebSocket;
  w.WebSocket = class extends NativeSocket {
    constructor(url, protocols) {
      super(url, protocols);
      // LiveKit's signal socket (…/rtc?access_token=…): the SFU's own handshake.
      if (/\/rtc(\/v\d+)?\?/.test(String(url)))
        this.addEventListener('open', () => {
          probe.signalOpen ??= now();
        });
      if (!String(url).includes('/socket/member/')) return;
      this.addEventListener('open', () => {
        probe.socketOpen ??= now();
      });
      this.addEventListener('message', () => {
        probe.roomAnswer ??= now();
      });
      // A viewer asking a sender to pause its video (tile off screen): during a join, a stall.
      const send = this.send.bind(this);
      this.send = (data) => {
        if (typeof data === 'string' && data.includes('"t":"pause"') && data.includes('"video":true')) probe.pausesAsked += 1;
        send(data);
      };
    }
  };

  // When this page's camera opened (the call's own getUserMedia; the pre-join's preview counts too).
  const media = navigator.mediaDevices;
  if (media?.getUserMedia) {
    const getUserMedia = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      if (probe.joinAt !== null && stream.getVideoTracks().length) probe.cameraOpen ??= now();
      return stream;
    };
  }

  const nativeFetch = w.fetch.bind(w);
  w.fetch = async (input, init) => {
    const response = await nativeFetch(input, init);
    if (String(input?.url ?? input).includes('/call-config/config')) probe.config ??= now();
    return response;
  };

  // On LiveKit the call remote hands its Room here (livekit-transport.ts, for journeys and this probe):
  // when the SFU took this page's camera, and when it announced each other person's camera (those in
  // the room before this page connected count from the connection).
  const rooms = [];
  rooms.push = (room) => {
    Array.prototype.push.call(rooms, room);
    probe.roomMade ??= now();
    // When the product asks the SFU to take its camera (the SFU answering is `published`).
    const local = room.localParticipant;
    const publishTrack = local.publishTrack.bind(local);
    local.publishTrack = (track, options) => {
      if ((track?.kind ?? track?.mediaStreamTrack?.kind) === 'video' && options?.source !== 'screen_share') probe.publishAsked ??= now();
      return publishTrack(track, options);
    };
    const camera = (publication) => publication?.kind === 'video' && publication?.source === 'camera';
    room.on('localTrackPublished', (publication) => {
      if (camera(publication)) probe.published ??= now();
    });
    room.on('trackPublished', (publication, participant) => {
      if (camera(publication)) probe.announced[participant.identity] ??= now();
    });
    // The product turning a camera's subscription on or off (its tiles-on-screen policy).
    const followCalls = (publication, participant) => {
      if (!camera(publication) || publication.__benchFollowed) return;
      publication.__benchFollowed = true;
      const setSubscribed = publication.setSubscribed.bind(publication);
      publication.setSubscribed = (wanted) => {
        probe.subscribeCalls.push({ id: participant.identity, wanted, at: now() });
        return setSubscribed(wanted);
      };
    };
    room.on('participantConnected', (participant) => {
      participant.on('trackPublished', (publication) => followCalls(publication, participant));
    });
    room.on('trackPublished', followCalls);
    room.on('trackSubscribed', (_track, publication, participant) => {
      if (camera(publication)) probe.trackSubscribed[participant.identity] ??= now();
    });
    room.on('connected', () => {
      for (const participant of room.remoteParticipants.values())
        if ([...participant.trackPublications.values()].some(camera)) probe.announced[participant.identity] ??= now();
    });
    return rooms.length;
  };
  w.__liveKitRooms = rooms;

  const NativePeer = w.RTCPeerConnection;
  // The connections themselves, for what their senders encoded (lib/encode-stats.mjs).
  w.__benchPeers = [];
  w.RTCPeerConnection = class extends NativePeer {
    constructor(config) {
      super(config);
      w.__benchPeers.push(this);
      const link = { created: now(), offer: null, answer: null, connected: null };
      probe.links.push(link);
      let offered = null;
      this.addEventListener('signalingstatechange', () => {
        if (this.signalingState === 'have-remote-offer' || this.signalingState === 'have-local-offer') offered = now();
        else if (this.signalingState === 'stable' && offered !== null) {
          probe.answerLags.push({ at: offered, ms: now() - offered });
          offered = null;
        }
        if (this.signalingState === 'have-local-offer' || this.signalingState === 'have-remote-offer') link.offer ??= now();
        else if (this.signalingState === 'stable' && link.offer !== null) link.answer ??= now();
      });
      this.addEventListener('connectionstatechange', () => {
        if (this.connectionState === 'connected') link.connected ??= now();
      });
    }
  };

  const watch = () => {
    for (const tile of document.querySelectorAll('[data-testid="video-tile"][data-kind="camera"]:not([data-local])')) {
      const id = tile.getAttribute('data-member-id');
      const video = tile.querySelector('video');
      if (!id || !video || video.__benchWatched) continue;
      video.__benchWatched = true;
      probe.tiles[id] ??= now();
      const mark = () => {
        probe.frames[id] ??= now();
      };
      if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(mark);
      else video.addEventListener('loadeddata', mark, { once: true });
    }
  };
  new MutationObserver(watch).observe(document, { subtree: true, childList: true });
};
