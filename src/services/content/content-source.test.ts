import { expect } from '@open-wc/testing';
import { useFakeClock } from '../../test/fake-clock';
import { withGate } from '../../test/gates';
import { backendUrl, captureConsole } from '../../test/harness';
import { CONTENT_TIMEOUT_MS, ContentShapeError, loadContent, type ContentReader } from './content-source';

/** Reads `{ items: [...] }`: null when the list is empty, a shape error for anything else. */
const readItems: ContentReader<unknown[]> = (body) => {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new ContentShapeError('expected { items: [...] }');
  return items.length > 0 ? items : null;
};
const readEcho: ContentReader<string> = (body) => (body as { path: string }).path;

describe('loadContent', () => {
  let console: ReturnType<typeof captureConsole>;
  beforeEach(() => (console = captureConsole('warn')));
  afterEach(() => console.restore());

  it('reads a good answer into the widget data', async () => {
    const result = await loadContent(`${await backendUrl()}/__backend/echo/articles?page=2`, readEcho);
    expect(result).to.deep.equal({ status: 'ready', data: '/__backend/echo/articles' });
    expect(console.messages).to.deep.equal([]);
  });

  it('is empty, without a warning, when the answer holds nothing to show', async () => {
    const empty: ContentReader<string> = () => null;
    const result = await loadContent(`${await backendUrl()}/__backend/echo/x`, empty);
    expect(result).to.deep.equal({ status: 'empty' });
    expect(console.messages).to.deep.equal([]);
  });

  it('fails with a code and one warning naming the URL when the server fails', async () => {
    const url = `${await backendUrl()}/__backend/status/503`;
    const result = await loadContent(url, readItems, { who: '<article-list>' });
    expect(result).to.include({ status: 'failed', code: 'ERR_BAD_RESPONSE' });
    expect(console.messages).to.have.length(1);
    expect(console.messages[0]).to.contain('<article-list>').and.contain(url);
  });

  it('fails when the answer has another shape', async () => {
    const result = await loadContent(`${await backendUrl()}/__backend/echo/x`, readItems);
    expect(result).to.include({ status: 'failed', code: 'ERR_BAD_RESPONSE' });
    expect(console.messages).to.have.length(1);
  });

  describe('on the clock', () => {
    const clock = useFakeClock();

    it('fails with ETIMEDOUT and one warning when the answer is later than its timeout', () =>
      withGate(async (gate) => {
        const url = `${await backendUrl()}/__backend/held/${gate.name}`;
        const pending = loadContent(url, readItems, { who: '<article-list>' });
        await gate.arrived();
        clock().advance(CONTENT_TIMEOUT_MS);
        expect(await pending).to.include({ status: 'failed', code: 'ETIMEDOUT' });
        expect(console.messages).to.have.length(1);
        expect(console.messages[0]).to.contain('<article-list>').and.contain(url);
      }));
  });

  it('is canceled quietly when the widget goes away', () =>
    withGate(async (gate) => {
      const controller = new AbortController();
      const pending = loadContent(`${await backendUrl()}/__backend/held/${gate.name}`, readItems, {
        signal: controller.signal,
      });
      await gate.arrived();
      controller.abort();
      expect(await pending).to.include({ status: 'failed', code: 'ERR_CANCELED' });
      expect(console.messages).to.deep.equal([]);
    }));
});
