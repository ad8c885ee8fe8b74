import { expect, waitUntil } from '@open-wc/testing';
import { backendUrl, captureConsole } from '../../test/harness';
import { installDocumentStyles } from './document-styles';

/** A document of its own, so the test page's head is left alone. */
function blankDocument(): Document {
  const frame = document.createElement('iframe');
  document.body.append(frame);
  return frame.contentDocument!;
}

describe('document-level stylesheet', () => {
  it('links the sheet when the page does not, so undefined elements hold their box', async () => {
    const doc = blankDocument();
    installDocumentStyles(doc.head);
    const link = doc.querySelector<HTMLLinkElement>('link[data-site-elements]')!;
    await waitUntil(() => link.sheet, 'the sheet did not load');
    const rules = [...link.sheet!.cssRules].map((rule) => rule.cssText).join('\n');
    expect(rules).to.contain(':where(site-popup):is(:not(:defined), :state(waiting)) { display: none; }');
  });

  it("holds a form's reserved height and hides its slotted labels until it upgrades", async () => {
    const doc = blankDocument();
    installDocumentStyles(doc.head);
    const link = doc.querySelector<HTMLLinkElement>('link[data-site-elements]')!;
    await waitUntil(() => link.sheet, 'the sheet did not load');
    doc.body.innerHTML =
      '<signup-form style="--site-form-min-height: 420px"><span slot="label-terms">I agree</span></signup-form>';
    const form = doc.querySelector('signup-form')!;
    expect(form.getBoundingClientRect().height).to.equal(420);
    expect(form.querySelector('span')!.checkVisibility()).to.equal(false);
  });

  it('leaves a page that links the sheet itself alone', () => {
    const doc = blankDocument();
    doc.head.innerHTML = '<link rel="stylesheet" href="/x.css" data-site-elements>';
    installDocumentStyles(doc.head);
    expect(doc.querySelectorAll('[data-site-elements]')).to.have.length(1);
  });

  it('reports a sheet that fails to load with CSS_CHUNK_LOAD_FAILED', async () => {
    const console = captureConsole();
    try {
      installDocumentStyles(blankDocument().head, `${await backendUrl()}/cdn/v1/missing.css`);
      await waitUntil(() => console.messages.length === 1);
      expect(console.messages[0]).to.contain('CSS_CHUNK_LOAD_FAILED').and.contain('missing.css');
    } finally {
      console.restore();
    }
  });
});
