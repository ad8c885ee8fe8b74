import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { sheetFromText } from '../../platform/runtime/stylesheets';
import { backendUrl, captureConsole, define, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import documentCss from './intro-video.document.css';
import { introVideo } from './intro-video.element';
import { PAUSE_KEY } from './intro-video.model';
import { deepActiveElement } from '../../test/focus';
import de from '../../catalogues/de';
import fr from '../../catalogues/fr';

const video = (element: Element) => element.shadowRoot!.querySelector('video')!;

before(() => define(introVideo));
afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));
afterEach(() => sessionStorage.removeItem(PAUSE_KEY));

describe('intro-video', () => {
  it('plays the intro muted and inline, then the loop on repeat', async () => {
    const base = await backendUrl();
    const element = await fixture<HTMLElement>(
      html`<intro-video intro-src="${base}/videos/intro.webm" loop-src="${base}/videos/loop.webm"></intro-video>`,
    );
    const intro = await rendered<HTMLVideoElement>(element, 'video');
    await waitUntil(() => !intro.paused && element.dataset.state === 'intro', 'the intro did not play');
    expect(intro.muted).to.equal(true);
    expect(intro.playsInline).to.equal(true);
    expect(intro.loop).to.equal(false);
    // The intro's end, without sitting through it.
    await waitUntil(() => Number.isFinite(intro.duration), 'the intro has no duration');
    intro.currentTime = intro.duration;
    await waitUntil(() => element.dataset.state === 'loop', 'the loop did not follow the intro');
    const loop = video(element);
    expect(loop.src).to.match(/loop\.webm$/);
    expect(loop.loop).to.equal(true);
    expect(loop.controls).to.equal(false);
    await waitUntil(() => !loop.paused, 'the loop did not play');
  });

  it('pauses and plays again from a visible 44 px button reached by Tab, named for what it does, and the pause holds for the visit', async () => {
    const base = await backendUrl();
    const mount = () =>
      fixture<HTMLElement>(
        html`<div>
          <button type="button">Before</button>
          <intro-video intro-src="${base}/videos/intro.webm" loop-src="${base}/videos/loop.webm"></intro-video>
        </div>`,
      );
    const first = (await mount()).querySelector('intro-video')!;
    const playing = await rendered<HTMLVideoElement>(first, 'video');
    await waitUntil(() => !playing.paused, 'the video did not play');
    const button = first.shadowRoot!.querySelector<HTMLButtonElement>('[part="pause"]')!;
    const box = button.getBoundingClientRect();
    expect(box.width, 'width').to.be.at.least(44);
    expect(box.height, 'height').to.be.at.least(44);
    expect(button.checkVisibility(), 'visible').to.equal(true);
    expect(button.getAttribute('aria-label')).to.equal('Pause the video');
    (first.parentElement!.querySelector('button') as HTMLButtonElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement(), 'Tab reaches the pause button').to.equal(button);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => video(first).paused, 'Enter did not pause the video');
    expect(button.getAttribute('aria-label')).to.equal('Play the video');
    expect(sessionStorage.getItem(PAUSE_KEY), 'the pause kept for the visit').to.equal('paused');

    // The next page's intro video starts paused on its first frame.
    const second = (await mount()).querySelector('intro-video')!;
    const waiting = await rendered<HTMLVideoElement>(second, 'video');
    // Autoplay starts once the video can play: by then a paused video has stayed paused.
    await waitUntil(() => waiting.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA, 'the second video did not load');
    expect(waiting.paused, 'a remembered pause does not autoplay').to.equal(true);
    expect(waiting.currentTime).to.equal(0);
    const play = second.shadowRoot!.querySelector<HTMLButtonElement>('[part="pause"]')!;
    expect(play.getAttribute('aria-label')).to.equal('Play the video');
    play.focus();
    await sendKeys({ press: ' ' });
    await waitUntil(() => !video(second).paused, 'Space did not play the video');
    expect(sessionStorage.getItem(PAUSE_KEY), 'playing again forgets the pause').to.equal(null);
  });

  it("names its pause button in the element's language (2.2.2 and 3.1.2), and anew when the language changes", async () => {
    const base = await backendUrl();
    const section = await fixture<HTMLElement>(
      html`<section lang="de">
        <intro-video intro-src="${base}/videos/intro.webm" loop-src="${base}/videos/loop.webm"></intro-video>
      </section>`,
    );
    const element = section.querySelector('intro-video')!;
    await waitUntil(() => !video(element).paused, 'the video did not play');
    const button = () => element.shadowRoot!.querySelector<HTMLButtonElement>('[part="pause"]')!;
    const german = de['intro-video']!;
    await waitUntil(() => button().getAttribute('aria-label') === german.pause, 'not named in German');
    button().click();
    await waitUntil(() => button().getAttribute('aria-label') === german.play, 'the paused state not named in German');
    section.lang = 'fr';
    const french = fr['intro-video']!;
    await waitUntil(() => button().getAttribute('aria-label') === french.play, 'not named anew in French');
    expect(french.play).not.to.equal(german.play);
  });

  it('shows the static video with controls and the poster, with one console message, when autoplay is refused', async () => {
    const console = captureConsole('warn');
    try {
      const base = await backendUrl();
      const element = await fixture<HTMLElement>(
        html`<intro-video
          intro-src="${base}/videos/missing-intro.webm"
          loop-src="${base}/videos/loop.webm"
          poster="${base}/videos/poster.svg"
        ></intro-video>`,
      );
      await waitUntil(() => element.dataset.state === 'static', 'no static video');
      const still = video(element);
      expect(still.controls).to.equal(true);
      expect(still.poster).to.match(/poster\.svg$/);
      expect(still.paused).to.equal(true);
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<intro-video>').and.contain('autoplay was refused');
    } finally {
      console.restore();
    }
  });

  it('does not autoplay for a visitor who prefers reduced motion, and shows the static video', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const base = await backendUrl();
    const element = await fixture<HTMLElement>(
      html`<intro-video intro-src="${base}/videos/intro.webm" loop-src="${base}/videos/loop.webm"></intro-video>`,
    );
    const still = await rendered<HTMLVideoElement>(element, 'video');
    expect(element.dataset.state).to.equal('static');
    expect(still.controls).to.equal(true);
    expect(still.autoplay).to.equal(false);
    await waitUntil(() => still.readyState >= HTMLMediaElement.HAVE_METADATA, 'the static video did not load');
    expect(still.paused).to.equal(true);
  });

  it('loads only http(s) or relative sources and posters: others are left out, one console error each', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const console = captureConsole();
    try {
      const element = await fixture<HTMLElement>(
        html`<intro-video intro-src="javascript:alert(1)" poster="data:image/svg+xml,<svg/>"></intro-video>`,
      );
      const still = await rendered<HTMLVideoElement>(element, 'video');
      expect(still.hasAttribute('src'), 'src').to.equal(false);
      expect(still.hasAttribute('poster'), 'poster').to.equal(false);
    } finally {
      console.restore();
    }
    expect(console.messages).to.deep.equal([
      '<intro-video> "intro-src" "javascript:alert(1)" is not an http(s) or relative address; showing nothing.',
      '<intro-video> "poster" "data:image/svg+xml,<svg/>" is not an http(s) or relative address; showing nothing.',
    ]);
  });

  it('is accessible', async () => {
    const base = await backendUrl();
    const element = await fixture<HTMLElement>(html`<intro-video intro-src="${base}/videos/intro.webm"></intro-video>`);
    await rendered(element, 'video');
    await expect(element).to.be.accessible();
  });
});

describe('intro-video at 360 px', () => {
  atPhoneWidth();
  // The box a page reserves for the video, before its metadata, comes from the document sheet.
  before(() => (document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheetFromText(documentCss)]));
  after(() => (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));

  for (const [state, media] of [
    ['playing', 'no-preference'],
    ['static, with controls', 'reduce'],
  ] as const) {
    it(`keeps its 16:9 box in the window with its caption below, ${state}`, async () => {
      await emulateMedia({ reducedMotion: media });
      const base = await backendUrl();
      const figure = await fixture<HTMLElement>(
        html`<figure style="margin: 0">
          <intro-video intro-src="${base}/videos/intro.webm" loop-src="${base}/videos/loop.webm"></intro-video>
          <figcaption>Trade forex, shares and commodities from one account, on the web or on your phone</figcaption>
        </figure>`,
      );
      const element = figure.querySelector('intro-video')!;
      const box = (await rendered<HTMLVideoElement>(element, 'video')).getBoundingClientRect();
      expect(box.width, 'the video as wide as its column').to.be.closeTo(figure.clientWidth, 1);
      expect(box.height, 'the video 16:9').to.be.closeTo((box.width * 9) / 16, 1);
      expect(
        figure.querySelector('figcaption')!.getBoundingClientRect().top,
        'the caption below the video',
      ).to.be.at.least(box.bottom);
      expectPhoneLayout(figure);
    });
  }
});
