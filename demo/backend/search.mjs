/**
 * The demo's stand-in search service, used by demo/search-provider.js:
 * GET /api/demo-search?q=<query>&key=<api key> searches the demo pages, one result per page
 * and per `<section id>`, and answers `{ results: [{ title, url, excerpt }] }`. A request
 * without an API key gets 401, as a real provider would answer.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const MAX_RESULTS = 10;
const EXCERPT_CHARS = 140;

const entities = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const text = (html) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name) => entities[name])
    .replace(/\s+/g, ' ')
    .trim();

/** Every demo page and every section with an id, as { title, url, text }. Read per request: pages change while the demo runs. */
async function readIndex(pagesDir) {
  const files = (await readdir(pagesDir)).filter((file) => file.endsWith('.html'));
  const entries = [];
  for (const file of files) {
    const html = await readFile(path.join(pagesDir, file), 'utf8');
    const pageTitle = text(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? file);
    const body = html.match(/<body[\s\S]*<\/body>/)?.[0] ?? html;
    entries.push({ title: pageTitle, url: `/${file}`, text: text(body) });
    for (const [, id, section] of body.matchAll(/<section[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/section>/g)) {
      const heading = text(section.match(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/)?.[1] ?? id);
      entries.push({ title: `${heading} (${pageTitle})`, url: `/${file}#${id}`, text: text(section) });
    }
  }
  return entries;
}

function excerpt(content, at) {
  const start = Math.max(0, at - EXCERPT_CHARS / 2);
  return `${start > 0 ? '…' : ''}${content.slice(start, start + EXCERPT_CHARS).trim()}…`;
}

export default async function searchRoutes(app, { pagesDir }) {
  app.get('/api/demo-search', async (request, reply) => {
    const { q = '', key = '' } = request.query;
    if (!key) return reply.code(401).send({ message: 'an API key is required' });
    const query = q.trim().toLowerCase();
    if (!query) return { results: [] };
    const results = [];
    for (const entry of await readIndex(pagesDir)) {
      const at = entry.text.toLowerCase().indexOf(query);
      if (at < 0 && !entry.title.toLowerCase().includes(query)) continue;
      results.push({ title: entry.title, url: entry.url, excerpt: excerpt(entry.text, Math.max(at, 0)) });
      if (results.length === MAX_RESULTS) break;
    }
    return { results };
  });
}
