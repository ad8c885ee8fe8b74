import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { expectOneError } from '../../test/attribute-errors';
import { backendUrl, define, nextFrame, rendered } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout, pageOverflow } from '../../test/layout';
import { responsiveWrapper } from './responsive-wrapper.element';

const frame = (el: Element) => rendered(el, '[part="frame"]');
/** A wrapper with a video frame, `ratio` if given, in a column `width` px wide, drawn. */
async function videoIn(width: number, ratio?: string) {
  const column = await fixture(html`<div style="width: ${width}px"></div>`);
  const ratioAttribute = ratio === undefined ? '' : ` ratio="${ratio}"`;
  column.innerHTML = `<responsive-wrapper${ratioAttribute}><iframe title="Video" srcdoc="x"></iframe></responsive-wrapper>`;
  const host = column.firstElementChild!;
  await frame(host);
  return host;
}

const size = (el: Element) => {
  const box = el.getBoundingClientRect();
  return [Math.round(box.width), Math.round(box.height)];
};

describe('<responsive-wrapper>', () => {
  describe('before the upgrade', () => {
    it('reserves the box of its ratio, with the embed filling it, and keeps it after', async () => {
      installDocumentStyles();
      const el = await fixture(html`
        <div style="width: 400px">
          <responsive-wrapper ratio="4:3"
            ><iframe title="Market hours map" srcdoc="<p>Map</p>" width="560" height="315"></iframe
          ></responsive-wrapper>
        </div>
      `);
      const host = el.firstElementChild!;
      await waitUntil(() => getComputedStyle(host).aspectRatio === '4 / 3', 'the document sheet did not load');
      expect(size(host)).to.deep.equal([400, 300]);
      expect(size(host.firstElementChild!)).to.deep.equal([400, 300]);
      define(responsiveWrapper);
      await frame(host);
      await waitUntil(() => (host as HTMLElement).dataset.ratio === '4 / 3');
      expect(size(host)).to.deep.equal([400, 300]);
      expect(size(host.firstElementChild!)).to.deep.equal([400, 300]);
    });
  });

  describe('the ratio', () => {
    before(() => define(responsiveWrapper));

    for (const [ratio, height] of [
      ['', 225],
      ['16:9', 225],
      ['4:3', 300],
      ['1:1', 400],
      ['9:16', 711],
      ['21/9', 171],
      ['2.35:1', 170],
    ] as const) {
      it(`keeps the embed at ${ratio || 'the default 16:9'}`, async () => {
        const el = await fixture(html`
          <div style="width: 400px">
            <responsive-wrapper ratio=${ratio}
              ><iframe title="Video" srcdoc="<p>Video</p>"></iframe
            ></responsive-wrapper>
          </div>
        `);
        const host = el.firstElementChild!;
        await frame(host);
        await nextFrame();
        expect(size(host)).to.deep.equal([400, height]);
        expect(size(host.querySelector('iframe')!)).to.deep.equal([400, height]);
      });
    }

    it('follows a change of ratio', async () => {
      const host = await videoIn(300);
      host.setAttribute('ratio', '1:1');
      await waitUntil(() => size(host)[1] === 300);
    });

    it('fills the box with a video and an image too, and is accessible', async () => {
      const base = await backendUrl();
      const el = await fixture(html`
        <div style="width: 320px">
          <responsive-wrapper
            ><video src="${base}/videos/intro.webm" muted playsinline controls></video
          ></responsive-wrapper>
          <responsive-wrapper ratio="1:1"
            ><img src="${base}/videos/poster.svg" alt="The trading platform on a laptop"
          /></responsive-wrapper>
        </div>
      `);
      const [video, image] = [...el.children];
      await frame(video!);
      await frame(image!);
      await nextFrame();
      expect(size(video!.firstElementChild!)).to.deep.equal([320, 180]);
      expect(size(image!.firstElementChild!)).to.deep.equal([320, 320]);
      await expect(el).to.be.accessible();
    });
  });

  describe('a malformed ratio', () => {
    before(() => define(responsiveWrapper));

    for (const ratio of ['16x9', 'wide', '0:1', '16:9:2']) {
      it(`logs one error and uses 16:9 for ${JSON.stringify(ratio)}`, async () => {
        const host = await expectOneError('responsive-wrapper', [`"ratio" "${ratio}"`], async () => {
          return videoIn(320, ratio);
        });
        expect(size(host)).to.deep.equal([320, 180]);
      });
    }
  });

  describe('at 360 px', () => {
    atPhoneWidth();
    before(() => define(responsiveWrapper));

    it('never overflows, whatever size the embed asks for', async () => {
      const el = await fixture(html`
        <main style="padding: 0 16px">
          <h2>How to place a trade</h2>
          <responsive-wrapper
            ><iframe
              title="How to place a trade"
              srcdoc="<p>Video</p>"
              width="1280"
              height="720"
              style="width: 1280px"
            ></iframe
          ></responsive-wrapper>
          <responsive-wrapper ratio="9:16"
            ><iframe title="Short video" srcdoc="<p>Short</p>" width="720" height="1280"></iframe
          ></responsive-wrapper>
        </main>
      `);
      const [, wide, tall] = [...el.children];
      await frame(wide!);
      await frame(tall!);
      await nextFrame();
      expect(pageOverflow()).to.equal(0);
      const column = el.clientWidth - 32; // the main's width less its padding
      expect(column).to.be.below(360);
      expect(size(wide!)).to.deep.equal([column, Math.round((column * 9) / 16)]);
      expect(size(wide!.querySelector('iframe')!)).to.deep.equal(size(wide!));
      expect(size(tall!)).to.deep.equal([column, Math.round((column * 16) / 9)]);
      expectPhoneLayout(el);
    });
  });

  describe('at desktop width', () => {
    atDesktopWidth();
    before(() => define(responsiveWrapper));

    it('takes the width of its column', async () => {
      const host = await videoIn(960);
      await nextFrame();
      expect(size(host)).to.deep.equal([960, 540]);
    });
  });
});
