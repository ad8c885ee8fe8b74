/**
 * Demo data of the article and education widgets (issue #11), served through the content
 * routes' fault switches (demo/backend/content.mjs):
 *
 *   GET /api/articles?page=1&per_page=6   { items: [...], page, per_page, total }  (article-list)
 *   GET /api/articles/:id                 one article, 404 when unknown            (article-card)
 *   GET /api/education                    { items: [...] } courses, webinars, ebooks, videos (education-cards)
 *
 * Dates are relative to the server's clock, so the newest articles always read "2 hours ago",
 * "3 days ago" and the webinars stay upcoming. Images are SVG placeholders served here
 *   (GET /api/articles/images/:topic.svg): no third-party host, and an http(s) address, the only
 *   kind an article image may have (docs/SECURITY.md, rule 1).
 */
const HOUR = 60 * 60 * 1000;

/** A 640×360 placeholder: a gradient, a price line and the topic's name. */
function placeholder(topic, hue) {
  const points = Array.from(
    { length: 9 },
    (_, index) => `${index * 80},${200 - Math.round(60 * Math.sin(index + hue))}`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 32%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 55% 18%)"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<polyline points="${points.join(' ')}" fill="none" stroke="rgba(255,255,255,.7)" stroke-width="6" stroke-linejoin="round"/>
<text x="40" y="320" font-family="Arial,sans-serif" font-size="40" font-weight="700" fill="#fff">${topic}</text>
</svg>`;
  return svg;
}

const LOREM =
  'Markets rarely move in straight lines. Before you place a trade, decide how much you are prepared to lose, where your stop-loss goes and what would prove your idea wrong. ';

/** [title, topic, summary, hours ago, words] */
const ARTICLES = [
  [
    'EUR/USD holds near 1.08 ahead of the ECB rate decision',
    'Forex',
    'Traders expect the European Central Bank to keep rates on hold; the euro trades in a narrow range before the press conference.',
    2,
    620,
  ],
  [
    'Gold climbs to a two-week high as the dollar softens',
    'Commodities',
    'Bullion rallied for a third session as Treasury yields eased and investors looked for safety before US inflation data.',
    26,
    540,
  ],
  [
    'How to read a candlestick chart in five minutes',
    'Education',
    'Bodies, wicks and colours: what each candle tells you about buyers and sellers, with the three patterns worth knowing first.',
    3 * 24,
    1480,
  ],
  [
    'Nasdaq 100: chip makers lead the rebound',
    'Indices',
    'Semiconductor shares recovered most of last week’s losses after strong guidance from two of the largest suppliers.',
    5 * 24 + 4,
    700,
  ],
  [
    'What is leverage, and why does it cut both ways?',
    'Education',
    'Leverage magnifies gains and losses alike. A worked example shows how margin, position size and a stop-loss fit together.',
    9 * 24,
    1900,
  ],
  [
    'Oil slips as OPEC+ signals steady output',
    'Commodities',
    'Brent fell below 80 dollars a barrel after the producer group said it would keep production targets unchanged.',
    12 * 24,
    480,
  ],
  [
    'Five risk-management rules every new trader should follow',
    'Education',
    'Position sizing, stop-losses, a trading journal and two more habits that keep small mistakes from becoming large ones.',
    15 * 24,
    2100,
  ],
  [
    'Bitcoin volatility: what the options market is pricing in',
    'Crypto',
    'Implied volatility has fallen to its lowest level this year; here is what that could mean for the weeks ahead.',
    18 * 24,
    880,
  ],
  [
    'GBP/USD: the pound after the latest UK jobs report',
    'Forex',
    'Wage growth slowed more than expected, lowering the odds of another Bank of England hike.',
    21 * 24,
    560,
  ],
  [
    'ETFs explained: a simple way to diversify',
    'Education',
    'How exchange-traded funds work, what they cost and how to compare two funds that track the same index.',
    25 * 24,
    1650,
  ],
  [
    'Apple earnings preview: services in focus',
    'Shares',
    'Analysts expect another record quarter for the services business while iPhone sales stay flat.',
    30 * 24,
    760,
  ],
  [
    'DAX 40 at a record: what is driving German stocks',
    'Indices',
    'Exporters and banks pushed the index to a new high despite weak manufacturing data.',
    34 * 24,
    640,
  ],
  [
    'Understanding spreads, swaps and commissions',
    'Education',
    'The three costs of a CFD trade, with examples for a forex pair, an index and a share.',
    40 * 24,
    1320,
  ],
  [
    'USD/JPY: will the Bank of Japan step in again?',
    'Forex',
    'The yen is back near the level that triggered intervention last year; what traders watch now.',
    46 * 24,
    590,
  ],
  [
    'Silver versus gold: two metals, different drivers',
    'Commodities',
    'Industrial demand makes silver more cyclical than gold. A look at the ratio between them.',
    52 * 24,
    1010,
  ],
  [
    'A beginner’s guide to stop-loss and take-profit orders',
    'Education',
    'Where to place them, how trailing stops work and the mistakes that get stops hit too early.',
    60 * 24,
    1740,
  ],
  [
    'Tesla shares: deliveries, margins and what comes next',
    'Shares',
    'Deliveries beat estimates but price cuts squeezed margins; three scenarios for the next quarter.',
    68 * 24,
    820,
  ],
  [
    'Trading the news: how to prepare for non-farm payrolls',
    'Education',
    'What the report measures, why markets react so sharply and how to manage risk around the release.',
    75 * 24,
    1380,
  ],
  [
    'Ethereum after the upgrade: fees, staking and demand',
    'Crypto',
    'Network fees fell after the latest upgrade; staking deposits keep rising.',
    83 * 24,
    940,
  ],
  [
    'S&P 500: earnings season by the numbers',
    'Indices',
    'Four in five companies beat estimates so far; margins held up better than feared.',
    90 * 24,
    700,
  ],
  [
    'Fundamental versus technical analysis',
    'Education',
    'Two ways of looking at markets, what each is good at and how traders combine them.',
    98 * 24,
    1560,
  ],
  [
    'Natural gas: winter storage and prices',
    'Commodities',
    'European storage is nearly full ahead of winter, keeping a lid on prices for now.',
    106 * 24,
    610,
  ],
  [
    'Building a trading plan you will actually follow',
    'Education',
    'Goals, markets, timeframes and rules: a one-page template with an example.',
    115 * 24,
    1820,
  ],
  [
    'AUD/USD and the iron ore connection',
    'Forex',
    'Why the Australian dollar often follows Chinese demand for iron ore, and when it does not.',
    124 * 24,
    530,
  ],
  [
    'Dividend shares: what to look for beyond the yield',
    'Shares',
    'Payout ratio, cash flow and dividend history tell you more than the headline yield.',
    133 * 24,
    1120,
  ],
];

const HUES = { Forex: 212, Commodities: 38, Education: 160, Indices: 262, Crypto: 18, Shares: 330 };

function slug(title) {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The articles as the API at `origin` answers them at `now`. */
function articles(now, origin) {
  return ARTICLES.map(([title, topic, summary, hoursAgo, words], index) => ({
    id: 1001 + index,
    title,
    url: `/education/articles/${slug(title)}`,
    published_at: new Date(now - hoursAgo * HOUR).toISOString(),
    // Every third article leaves the reading time to the widget, which counts the body's words.
    ...(index % 3 === 2
      ? { body: LOREM.repeat(Math.ceil(words / 33)) }
      : { reading_minutes: Math.max(1, Math.round(words / 200)) }),
    image: `${origin}/api/articles/images/${topic}.svg`,
    image_alt: '',
    topic,
    summary,
  }));
}

const LEVELS = ['beginner', 'intermediate', 'advanced'];

/** [format, level, title, description, presenter, starts in hours (webinars; negative: past), duration] */
const EDUCATION = [
  [
    'course',
    'beginner',
    'Zero to Hero: trading fundamentals',
    'Twenty short lessons from your first chart to your first demo trade, with a quiz after each module.',
    'Education team',
    null,
    20 * 15,
  ],
  [
    'webinar',
    'beginner',
    'Your first week on a demo account',
    'A live walk-through of the platform: placing orders, setting stops and reading your account statement.',
    'Anna Kowalska',
    26,
    60,
  ],
  [
    'webinar',
    'intermediate',
    'Trading the ECB decision live',
    'We follow the rate decision and press conference in real time and discuss how EUR pairs react.',
    'Markus Weber',
    3 * 24 + 5,
    90,
  ],
  [
    'ebook',
    'beginner',
    'The trader’s glossary',
    'Two hundred terms from ask to yield, each explained in one or two sentences with an example.',
    null,
    null,
    null,
  ],
  [
    'video',
    'beginner',
    'What moves currency prices?',
    'A twelve-minute video on interest rates, inflation and risk sentiment.',
    'Education team',
    null,
    12,
  ],
  [
    'course',
    'intermediate',
    'Technical analysis in practice',
    'Trends, support and resistance, moving averages and RSI: eight lessons with exercises on real charts.',
    'Education team',
    null,
    8 * 30,
  ],
  [
    'webinar',
    'advanced',
    'Options strategies for volatile markets',
    'Straddles, strangles and spreads: when each makes sense and how to size them.',
    'David Chen',
    8 * 24 + 2,
    75,
  ],
  [
    'ebook',
    'intermediate',
    'Risk management handbook',
    'Position sizing, correlation and drawdowns, with a spreadsheet template.',
    null,
    null,
    null,
  ],
  [
    'video',
    'advanced',
    'Reading the order book',
    'How depth of market shows liquidity and where large orders sit.',
    'Markus Weber',
    null,
    18,
  ],
  [
    'webinar',
    'intermediate',
    'Weekly market outlook',
    'The week’s key events, levels to watch and your questions answered live.',
    'Anna Kowalska',
    -2 * 24,
    60,
  ],
  [
    'course',
    'advanced',
    'Algorithmic trading with MetaTrader 5',
    'Write, test and run your first expert advisor in MQL5, from idea to live trading.',
    'David Chen',
    null,
    12 * 40,
  ],
  [
    'webinar',
    'beginner',
    'Introduction to ETFs',
    'How funds that track an index work and how to choose one.',
    'Education team',
    -9 * 24,
    45,
  ],
];

function education(now) {
  return EDUCATION.map(([format, level, title, description, presenter, startsIn, duration], index) => ({
    id: `edu-${index + 1}`,
    format,
    level: LEVELS.includes(level) ? level : 'beginner',
    title,
    description,
    ...(presenter ? { presenter } : {}),
    ...(startsIn !== null
      ? { starts_at: new Date(Math.round((now + startsIn * HOUR) / (15 * 60 * 1000)) * 15 * 60 * 1000).toISOString() }
      : {}),
    ...(duration ? { duration_minutes: duration } : {}),
    url: `/education/${format}s/${slug(title)}#sign-up`,
    ...(format === 'webinar' && startsIn < 0 ? { recording_url: `/education/webinars/${slug(title)}/recording` } : {}),
  }));
}

export async function articleRoutes(route) {
  route('GET', '/api/articles', async (request) => {
    const all = articles(Date.now(), originOf(request));
    const perPage = Math.min(48, Math.max(1, Number.parseInt(request.query.per_page, 10) || 6));
    const page = Math.max(1, Number.parseInt(request.query.page, 10) || 1);
    const items = all.slice((page - 1) * perPage, page * perPage);
    return { items, page, per_page: perPage, total: all.length };
  });
  route('GET', '/api/articles/:id', async (request, reply) => {
    const article = articles(Date.now(), originOf(request)).find((item) => String(item.id) === request.params.id);
    if (!article) return reply.code(404).send({ message: 'article not found' });
    return article;
  });
  route('GET', '/api/education', async () => ({ items: education(Date.now()) }));
  route('GET', '/api/articles/images/:topic', async (request, reply) => {
    const topic = request.params.topic.replace(/\.svg$/, '');
    if (!Object.hasOwn(HUES, topic)) return reply.code(404).send({ message: 'no such image' });
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(placeholder(topic, HUES[topic]));
  });
}

/** The origin a request was made to: the images' addresses are absolute, as a remote API's are. */
const originOf = (request) => `${request.protocol}://${request.headers.host}`;
