import { expect } from '@open-wc/testing';
import { backendUrl, captureConsole } from '../../test/harness';
import { ContentShapeError, loadContent, type ContentReader } from './content-source';

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

  it('fails with ETIMEDOUT when the answer is late', async () => {
    const result = await loadContent(`${await backendUrl()}/__backend/slow?ms=800`, readItems, { timeoutMs: 100 });
    expect(result).to.include({ status: 'failed', code: 'ETIMEDOUT' });
  });

  it('is canceled quietly when the widget goes away', async () => {
    const controller = new AbortController();
    const pending = loadContent(`${await backendUrl()}/__backend/slow?ms=800`, readItems, {
      signal: controller.signal,
    });
    controller.abort();
    expect(await pending).to.include({ status: 'failed', code: 'ERR_CANCELED' });
    expect(console.messages).to.deep.equal([]);
  });
});
