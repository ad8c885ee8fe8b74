import { expect } from '@open-wc/testing';
import { PAUSE_KEY, pauseLabel, rememberPause, rememberedPause } from './intro-video.model';

/** A tab's storage as a map. */
function storage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

/** A storage that throws on every call, as a browser that refuses it does. */
const refusing = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError');
  },
};

describe('intro-video pause memory', () => {
  it('remembers a pause for the visit and forgets it when the visitor plays again', () => {
    const tab = storage();
    expect(rememberedPause(tab)).to.equal(false);
    rememberPause(tab, true);
    expect(rememberedPause(tab)).to.equal(true);
    rememberPause(tab, false);
    expect(tab.map.has(PAUSE_KEY)).to.equal(false);
    expect(rememberedPause(tab)).to.equal(false);
  });

  it('believes only its own value: anything else a page or a script left there plays', () => {
    for (const value of ['true', '1', 'Paused', ' paused', '{"paused":true}']) {
      expect(rememberedPause(storage({ [PAUSE_KEY]: value })), value).to.equal(false);
    }
  });

  it('plays on where there is no storage or the browser refuses it', () => {
    expect(rememberedPause(null)).to.equal(false);
    expect(rememberedPause(refusing)).to.equal(false);
    expect(() => rememberPause(refusing, true)).not.to.throw();
    expect(() => rememberPause(null, true)).not.to.throw();
  });

  it('names the button for what pressing it does', () => {
    expect(pauseLabel(false)).to.equal('Pause the video');
    expect(pauseLabel(true)).to.equal('Play the video');
  });
});
