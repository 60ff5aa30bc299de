import { beforeEach, describe, expect, it } from 'vitest';
import { acceptInstallOffer, captureInstallOffer, installStore } from './install-prompt';

function offer(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompted: 0,
    async prompt() {
      event.prompted += 1;
    },
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

describe('the install offer', () => {
  beforeEach(() => installStore.setState({ offer: null, installed: false }));

  it("keeps the browser's offer for the page's button instead of its own infobar, and uses it once", async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallOffer(target);
    const event = offer('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(installStore.getState().offer).toBe(event);
    expect(await acceptInstallOffer()).toBe('accepted');
    expect(event.prompted).toBe(1);
    expect(installStore.getState()).toMatchObject({ offer: null, installed: true });
    expect(await acceptInstallOffer()).toBe('unavailable');
  });

  it('a dismissed dialog leaves it not installed; appinstalled (from the browser menu) marks it installed', async () => {
    const target = new EventTarget() as unknown as Window;
    captureInstallOffer(target);
    target.dispatchEvent(offer('dismissed'));
    expect(await acceptInstallOffer()).toBe('dismissed');
    expect(installStore.getState().installed).toBe(false);
    target.dispatchEvent(new Event('appinstalled'));
    expect(installStore.getState().installed).toBe(true);
  });
});
