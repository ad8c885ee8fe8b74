import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import { expectFocused } from '../../test/focus';
import { expectOneError } from '../../test/attribute-errors';
import { define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { beforeUpgrade } from '../../test/upgrade-box';
import { youtubeVideo } from './youtube-video.element';
import ja from '../../catalogues/ja';
import { builtIn } from '../../test/words';
import { youtubeVideoWords } from './youtube-video.words';

/** A local preview image: an SVG data URL, so no request leaves the test server. */
const PREVIEW =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#345"/></svg>',
  );

const parts = (element: HTMLElement) => ({
  preview: element.shadowRoot!.querySelector<HTMLElement>('[part="preview"]')!,
  play: element.shadowRoot!.querySelector<HTMLButtonElement>('[part="play"]'),
  player: element.shadowRoot!.querySelector<HTMLIFrameElement>('iframe'),
});

/** Every resource the page fetched since `since` from a host other than the test's own (127.0.0.1, localhost). */
function thirdPartyRequestsSince(since: number): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= since)
    .map((entry) => entry.name)
    .filter((url) => !['127.0.0.1', 'localhost'].includes(new URL(url).hostname) && !url.startsWith('data:'));
}

/** Every src and href in the element's shadow root and light DOM. */
function addresses(element: HTMLElement): string[] {
  const nodes = [
    ...element.shadowRoot!.querySelectorAll('[src], [href]'),
    ...element.querySelectorAll('[src], [href]'),
  ];
  return nodes.map((node) => node.getAttribute('src') ?? node.getAttribute('href')!);
}

async function mount(
  template = html`<youtube-video video-id="dQw4w9WgXcQ" title="How spreads work"
    ><img src="${PREVIEW}" alt="How spreads work: the webinar"
  /></youtube-video>`,
) {
  const element = await fixture<HTMLElement>(template);
  await rendered(element, '[part="preview"]');
  return element;
}

before(() => define(youtubeVideo));
afterEach(async () => {
  await emulateMedia({ reducedMotion: 'no-preference' });
  await setViewport({ width: 800, height: 600 });
});

describe('<youtube-video>', () => {
  it('requests nothing from a third party before the click: a local preview, no frame, no thumbnail', async () => {
    const since = performance.now();
    const element = await mount(html`<youtube-video video-id="dQw4w9WgXcQ" title="How spreads work"></youtube-video>`);
    const { play, player } = parts(element);
    expect(player).to.equal(null);
    expect(addresses(element)).to.deep.equal([]);
    expect(element.shadowRoot!.querySelector('.placeholder')!.textContent).to.equal('How spreads work');
    expect(play!.getAttribute('aria-label')).to.equal('Play video: How spreads work');
    expect(element.dataset.state).to.equal('preview');
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(thirdPartyRequestsSince(since)).to.deep.equal([]);
  });

  it('shows the slotted preview image', async () => {
    const element = await mount();
    const image = element.querySelector('img')!;
    expect(image.assignedSlot).to.exist;
    expect(image.checkVisibility()).to.equal(true);
    expect(image.getBoundingClientRect().width).to.equal(element.getBoundingClientRect().width);
  });

  it('plays from www.youtube-nocookie.com with autoplay on a click, with focus in the titled player', async () => {
    const element = await mount(
      html`<youtube-video video-id="dQw4w9WgXcQ" title="How spreads work" start="42"></youtube-video>`,
    );
    parts(element).play!.click();
    const player = await rendered<HTMLIFrameElement>(element, 'iframe');
    const src = new URL(player.src);
    expect(src.origin).to.equal('https://www.youtube-nocookie.com');
    expect(src.pathname).to.equal('/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('autoplay')).to.equal('1');
    expect(src.searchParams.get('start')).to.equal('42');
    expect(player.title).to.equal('How spreads work');
    expect(player.allow).to.contain('autoplay');
    expectFocused(player);
  });

  it('keeps the preview over the player for 400 ms, fading, then hides it', async () => {
    const element = await mount();
    parts(element).play!.click();
    await rendered(element, 'iframe');
    const { preview } = parts(element);
    const [hiding] = preview.getAnimations();
    expect(hiding, 'no hiding animation').to.exist;
    expect(hiding!.effect!.getTiming().duration).to.equal(400);
    expect((hiding!.effect as KeyframeEffect).getKeyframes().map((frame) => frame.opacity)).to.deep.equal(['1', '0']);
    expect(element.dataset.state).to.equal('loading');
    expect(preview.checkVisibility(), 'hidden before its 400 ms').to.equal(true);
    // Move the document's time to the animation's end instead of racing the wall clock.
    hiding!.finish();
    await waitUntil(() => !preview.checkVisibility(), 'the preview did not hide');
    expect(element.dataset.state).to.equal('playing');
    expect(parts(element).player!.checkVisibility()).to.equal(true);
  });

  // Its end is the test above's (finish()); here, that nothing but the page's own time moves it there.
  it('hides the preview by itself: its fade runs forward on the document timeline', async () => {
    const element = await mount();
    parts(element).play!.click();
    await rendered(element, 'iframe');
    const [hiding] = parts(element).preview.getAnimations();
    expect(hiding, 'no hiding animation').to.exist;
    expect([hiding!.timeline, hiding!.playbackRate]).to.deep.equal([document.timeline, 1]);
    const started = Number(hiding!.currentTime);
    await nextFrame();
    await nextFrame();
    expect(Number(hiding!.currentTime), 'the fade stood still').to.be.greaterThan(started);
    expect(hiding!.playState).to.be.oneOf(['running', 'finished']);
  });

  it('does not fade for a visitor who prefers reduced motion, but still covers the player for 400 ms', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const element = await mount();
    parts(element).play!.click();
    await rendered(element, 'iframe');
    const [hiding] = parts(element).preview.getAnimations();
    expect(hiding!.effect!.getTiming().duration).to.equal(400);
    expect((hiding!.effect as KeyframeEffect).getKeyframes().map((frame) => frame.opacity)).to.deep.equal(['1', '1']);
  });

  it('plays from the keyboard: Tab to the play button, Enter', async () => {
    const element = await mount();
    parts(element).play!.focus();
    await sendKeys({ press: 'Enter' });
    const player = await rendered<HTMLIFrameElement>(element, 'iframe');
    expect(player.src).to.contain('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });

  it('logs one error for a bad video id, and shows only the preview, with no play button', async () => {
    for (const bad of ['dQw4w9WgXc', 'https://youtu.be/dQw4w9WgXcQ', '']) {
      await expectOneError('youtube-video', ['video-id'], async () => {
        const element = await mount(
          html`<youtube-video video-id="${bad}"><img src="${PREVIEW}" alt="Our webinar" /></youtube-video>`,
        );
        const { play, player } = parts(element);
        expect(play, bad).to.equal(null);
        expect(player, bad).to.equal(null);
        expect(element.querySelector('img')!.checkVisibility()).to.equal(true);
      });
    }
  });

  it('logs one error for a bad start and plays from the beginning', async () => {
    await expectOneError('youtube-video', ['attribute "start"'], async () => {
      const element = await mount(html`<youtube-video video-id="dQw4w9WgXcQ" start="-3"></youtube-video>`);
      parts(element).play!.click();
      const player = await rendered<HTMLIFrameElement>(element, 'iframe');
      expect(new URL(player.src).searchParams.has('start')).to.equal(false);
      expect(player.title).to.equal('YouTube video player');
    });
  });

  it('holds a 16:9 box before the upgrade, the same as after it', async () => {
    await setViewport({ width: 1280, height: 800 });
    const element = await fixture<HTMLElement>(
      html`<div style="width: 640px"><youtube-video video-id="dQw4w9WgXcQ"></youtube-video></div>`,
    );
    const video = element.querySelector<HTMLElement>('youtube-video')!;
    await rendered(video, '[part="play"]');
    expect(video.getBoundingClientRect().height).to.equal(360);
    const before = await beforeUpgrade(
      '<div style="width: 640px"><youtube-video video-id="dQw4w9WgXcQ"></youtube-video></div>',
      (doc) => doc.querySelector('youtube-video')!.getBoundingClientRect().height,
    );
    expect(before).to.equal(360);
  });

  it('passes an accessibility audit at desktop width', async () => {
    await setViewport({ width: 1280, height: 800 });
    const element = await mount();
    await expect(element).to.be.accessible();
  });
});

describe('<youtube-video> on a phone', () => {
  atPhoneWidth();

  it('fits the window with its placeholder title and play button, and passes an audit', async () => {
    const element = await mount(html`<youtube-video video-id="dQw4w9WgXcQ" title="How spreads work"></youtube-video>`);
    expect(element.getBoundingClientRect().width).to.be.at.most(360);
    expectPhoneLayout(element);
    const play = parts(element).play!.getBoundingClientRect();
    expect(play.width).to.be.at.least(44);
    expect(play.height).to.be.at.least(44);
    await expect(element).to.be.accessible();
  });
});

describe('<youtube-video> in Japanese', () => {
  before(() => define(youtubeVideo));

  it('names its play button with the title and its untitled player in Japanese', async () => {
    const section = await fixture<HTMLElement>(
      html`<section lang="ja">
        <youtube-video video-id="dQw4w9WgXcQ" title="スプレッドの仕組み"></youtube-video>
        <youtube-video video-id="dQw4w9WgXcQ"></youtube-video>
      </section>`,
    );
    const [titled, untitled] = [...section.querySelectorAll<HTMLElement>('youtube-video')] as [
      HTMLElement,
      HTMLElement,
    ];
    const ja_ = (key: string, values = {}) => builtIn(ja, 'ja', youtubeVideoWords, key, values);
    await waitUntil(
      () => parts(titled).play?.getAttribute('aria-label') === ja_('play_title', { title: 'スプレッドの仕組み' }),
      'the play button is not named in Japanese',
    );
    parts(untitled).play!.click();
    const player = await rendered<HTMLIFrameElement>(untitled, 'iframe');
    expect(player.title).to.equal(ja_('player'));
  });
});
