/**
 * WCAG 2.2 2.5.2 Pointer cancellation (docs/ACCESSIBILITY.md): the library acts on a click (the
 * up event, which a visitor cancels by moving off before letting go), never on a down event. The
 * only down-event listeners in the sources act on nothing: the modal dialog notes where a press
 * started (a backdrop closes only on a click that began there), and our smooth scroll stops for
 * the visitor's own touch.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';

const DOWN_EVENT =
  /\bon(Pointer|Mouse)Down(Capture)?\b|\bonTouchStart(Capture)?\b|['"](pointerdown|mousedown|touchstart)['"]/;

/** Each file that listens for a down event, and why it is no activation. */
const LISTENING = {
  'platform/dom/modal-dialog.ts': 'notes where a press began; the backdrop closes on the click',
  'platform/dom/scroll.ts': "stops the library's smooth scroll for the visitor's touch",
};

describe('2.5.2 Pointer cancellation', () => {
  it('no source acts on a down event: only the modal dialog and the smooth scroll listen for one, to act on nothing', async () => {
    const texts = (await executeServerCommand<Record<string, string>, { folder: string }>('source-texts', {
      folder: '',
    }))!;
    const sources = Object.entries(texts).filter(([file]) => !/\.test\.tsx?$|^test\//.test(file));
    expect(sources.length, 'the sources').to.be.above(100);
    const listening = sources.filter(([, text]) => DOWN_EVENT.test(text)).map(([file]) => file);
    expect(listening.sort()).to.deep.equal(Object.keys(LISTENING).sort());
  });
});
