import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { expectFocused } from '../../test/focus';
import { expectNoWarning, expectOneError, expectOneWarning } from '../../test/attribute-errors';
import { contentScope } from '../../test/content-scope';
import { noticeText } from '../../test/remote-list';
import { backendRequests, define, rendered, shadow } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectOneRow, expectPhoneLayout } from '../../test/layout';
import { expectSegmentedChoice } from '../../test/segmented';
import pl from '../../catalogues/pl';
import { builtIn } from '../../test/words';
import { educationCards } from './education-cards.element';
import { educationCardsWords } from './education-cards.words';

const educationScope = () => contentScope('education-cards', '/api/education');

const titles = (cards: HTMLElement) =>
  [...shadow(cards).querySelectorAll('[part=title]')].map((title) => title.textContent);
const radio = (cards: HTMLElement, group: number, value: string) =>
  shadow(cards).querySelectorAll('fieldset')[group]!.querySelector<HTMLInputElement>(`input[value="${value}"]`)!;
const cardOf = (cards: HTMLElement, title: string) =>
  [...shadow(cards).querySelectorAll<HTMLElement>('[part~=card]')].find(
    (card) => card.querySelector('[part=title]')!.textContent === title,
  )!;

async function mount(src: string, extra: { timeZone?: string; past?: string } = {}) {
  const cards = await fixture<HTMLElement>(
    html`<education-cards
      src=${src}
      time-zone=${extra.timeZone ?? ''}
      past-webinars=${extra.past ?? ''}
    ></education-cards>`,
  );
  await rendered(cards, '[part=base]');
  return cards;
}
const loaded = (cards: HTMLElement) =>
  waitUntil(() => shadow(cards).querySelector('[part=title]'), 'no cards', { timeout: 5000 });

describe('education-cards', () => {
  before(() => define(educationCards));

  it('shows courses, webinars, e-books and videos with their level, format and sign-up link', async () => {
    const { name: scope, src } = await educationScope();
    const cards = await mount(src);
    await loaded(cards);
    expect(titles(cards)).to.have.length(12);
    const course = cardOf(cards, 'Zero to Hero: trading fundamentals');
    expect([...course.querySelectorAll('[part~=badge]')].map((badge) => badge.textContent)).to.deep.equal([
      'Course',
      'Beginner',
    ]);
    const link = course.querySelector('a')!;
    expect(link.textContent).to.equal('Sign up: Zero to Hero: trading fundamentals');
    expect(link.getAttribute('href')).to.equal('/education/courses/zero-to-hero-trading-fundamentals#sign-up');
    expect(cardOf(cards, 'The trader’s glossary').querySelector('a')!.textContent).to.match(/^Download/);
    expect(await backendRequests(`/__scope/${scope}/api/education`)).to.have.length(1);
  });

  it('shows webinar times in the visitor time zone with its abbreviation', async () => {
    const { src } = await educationScope();
    const cards = await mount(src, { timeZone: 'Asia/Tokyo' });
    await loaded(cards);
    const when = cardOf(cards, 'Trading the ECB decision live').querySelector('[part=when]')!;
    const start = new Date(when.querySelector('time')!.getAttribute('datetime')!);
    const tokyoHour = (start.getUTCHours() + 9) % 24;
    const hour12 = tokyoHour % 12 || 12;
    expect(when.querySelector('time')!.textContent).to.contain(
      `${hour12}:${String(start.getUTCMinutes()).padStart(2, '0')}`,
    );
    expect(when.querySelector('[part=zone]')!.textContent).to.equal('GMT+9');
    expect(when.querySelector('abbr')!.getAttribute('title')).to.equal('Asia/Tokyo');
  });

  it('marks past webinars and lists them last, or hides them', async () => {
    const { src } = await educationScope();
    const cards = await mount(src);
    await loaded(cards);
    expect(titles(cards).slice(-2)).to.deep.equal(['Weekly market outlook', 'Introduction to ETFs']);
    const past = cardOf(cards, 'Weekly market outlook');
    expect(past.getAttribute('part')).to.equal('card card-past');
    expect(past.querySelector('[part~=badge-ended]')!.textContent).to.equal('Ended');
    expect(past.querySelector('a')!.textContent).to.match(/^Watch the recording/);
    const hidden = await mount(src, { past: 'hide' });
    await loaded(hidden);
    expect(titles(hidden)).to.have.length(10);
    expect(titles(hidden)).not.to.include('Weekly market outlook');
  });

  it('filters by level and format with radio groups, announcing the count', async () => {
    const { src } = await educationScope();
    const cards = await mount(src);
    await loaded(cards);
    const legends = [...shadow(cards).querySelectorAll('legend')].map((legend) => legend.textContent);
    expect(legends).to.deep.equal(['Level', 'Format']);
    radio(cards, 0, 'beginner').click();
    await waitUntil(() => titles(cards).length === 5, `beginner: ${titles(cards).length}`);
    radio(cards, 1, 'webinar').click();
    await waitUntil(() => titles(cards).length === 2);
    expect(titles(cards)).to.deep.equal(['Your first week on a demo account', 'Introduction to ETFs']);
    expect(shadow(cards).querySelector('[role=status]')!.textContent).to.equal('2 of 12 shown');
    // Arrow keys move within a group, as with any radio group; Home and End go to its ends.
    radio(cards, 1, 'webinar').focus();
    await sendKeys({ press: 'ArrowRight' });
    expectFocused(radio(cards, 1, 'ebook'));
    await waitUntil(() => titles(cards).join() === 'The trader’s glossary');
    expect(location.search + location.hash, 'the URL stays as it was').not.to.contain('ebook');
    const scrolled = scrollY;
    await sendKeys({ press: 'End' });
    expectFocused(radio(cards, 1, 'video'));
    expect(radio(cards, 1, 'video').checked).to.equal(true);
    await sendKeys({ press: 'Home' });
    expectFocused(radio(cards, 1, 'all'));
    await waitUntil(() => titles(cards).length === 5, `beginner, all formats: ${titles(cards).length}`);
    expect(radio(cards, 0, 'beginner').checked, 'the other group keeps its choice').to.equal(true);
    expect(scrollY, 'Home and End do not scroll the page').to.equal(scrolled);
  });

  it('draws each filter as a segmented choice: joined boxes 44 px high, the chosen one filled', async () => {
    const { src } = await educationScope();
    const cards = await mount(src);
    await loaded(cards);
    await expectSegmentedChoice(cards);
  });

  it('says when nothing matches, and shows all again on request', async () => {
    const { src } = await educationScope();
    const cards = await mount(src);
    await loaded(cards);
    radio(cards, 0, 'advanced').click();
    radio(cards, 1, 'ebook').click();
    expect(await noticeText(cards, 'no-match')).to.contain('Nothing matches these filters.');
    shadow(cards).querySelector<HTMLButtonElement>('[part~=clear]')!.click();
    await waitUntil(() => titles(cards).length === 12);
    expect(radio(cards, 0, 'all').checked).to.equal(true);
  });

  it('shows skeletons while the answer is late, pulsing only without a reduced-motion preference', async () => {
    const { src, hold } = await educationScope();
    const answer = await hold();
    try {
      const cards = await mount(src);
      await answer.arrived();
      const skeletons = shadow(cards).querySelectorAll('[part~=skeleton]');
      expect(skeletons).to.have.length(3);
      expect(shadow(cards).querySelector('[role=status]')!.textContent).to.equal('Loading courses and webinars…');
      const pulse = () => getComputedStyle(skeletons[0]!).animationName;
      expect(pulse()).to.equal('site-education-pulse');
      await emulateMedia({ reducedMotion: 'reduce' });
      try {
        expect(pulse()).to.equal('none');
      } finally {
        await emulateMedia({ reducedMotion: 'no-preference' });
      }
      await answer.open();
      await loaded(cards);
      expect(shadow(cards).querySelectorAll('[part~=skeleton]')).to.have.length(0);
    } finally {
      await answer.open();
    }
  });

  it('shows the empty text for {}, without a warning', async () => {
    const { src, fault } = await educationScope();
    await fault('empty');
    const cards = await expectNoWarning(async () => {
      const cards = await mount(src);
      expect(await noticeText(cards, 'empty')).to.equal('New courses and webinars are coming soon.');
      return cards;
    });
    expect(shadow(cards).querySelector('fieldset')).to.equal(null);
  });

  it('offers a retry when the server fails or answers another shape', async () => {
    for (const mode of ['fail', 'malformed']) {
      const { src, fault } = await educationScope();
      await fault(mode);
      const cards = await expectOneWarning('education-cards', [src], async () => {
        const failed = await mount(src);
        await noticeText(failed, 'failed');
        return failed;
      });
      await fault('ok');
      shadow(cards).querySelector<HTMLButtonElement>('[part~=retry]')!.click();
      await loaded(cards);
    }
  });

  it('takes translated texts from labels, and names a malformed labels attribute', async () => {
    const { src } = await educationScope();
    const cards = await fixture<HTMLElement>(
      html`<education-cards
        src=${src}
        labels=${JSON.stringify({ signUp: 'Anmelden', level: 'Niveau' })}
      ></education-cards>`,
    );
    await loaded(cards);
    expect(shadow(cards).querySelector('legend')!.textContent).to.equal('Niveau');
    expect(cardOf(cards, 'Zero to Hero: trading fundamentals').querySelector('a')!.textContent).to.match(/^Anmelden/);
    await expectOneError('education-cards', ['labels'], () => cards.setAttribute('labels', '{"signup": "x"}'));
    await waitUntil(() => shadow(cards).querySelector('legend')!.textContent === 'Level');
  });

  describe('at desktop width', () => {
    atDesktopWidth();

    it('is accessible, and shows three columns', async () => {
      const { src } = await educationScope();
      const cards = await mount(src);
      await loaded(cards);
      expectOneRow([...shadow(cards).querySelectorAll('[part~=card]')].slice(0, 3));
      await expect(cards).to.be.accessible();
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('shows one column and wrapped filters without overflow, cut or overlapping text', async () => {
      const { src } = await educationScope();
      const cards = await mount(src, { timeZone: 'Europe/London' });
      await loaded(cards);
      const [first, second] = [...shadow(cards).querySelectorAll('[part~=card]')].map((card) =>
        card.getBoundingClientRect(),
      );
      expect(second!.top).to.be.greaterThan(first!.bottom);
      // Each filter's options wrap within the element, every one in sight and 44 px high.
      const box = cards.getBoundingClientRect();
      const options = [...shadow(cards).querySelectorAll('[part~=option]')].map((option) =>
        option.getBoundingClientRect(),
      );
      expect(options).to.have.length(9);
      for (const option of options) {
        expect(option.left).to.be.at.least(box.left);
        expect(option.right).to.be.at.most(box.right);
        expect(option.height).to.be.at.least(44);
      }
      expect(new Set(options.map((option) => option.top)).size, 'the options wrap').to.be.greaterThan(2);
      expectPhoneLayout(cards);
      await expect(cards).to.be.accessible();
    });
  });
});

describe('education-cards in Polish', () => {
  before(() => define(educationCards));

  it('writes its badges, links, presenter and durations in Polish, the presenter inside the sentence', async () => {
    const { src } = await educationScope();
    const section = await fixture<HTMLElement>(
      html`<section lang="pl"><education-cards src=${src}></education-cards></section>`,
    );
    const cards = section.querySelector<HTMLElement>('education-cards')!;
    await loaded(cards);
    const pl_ = (key: string, values = {}) => builtIn(pl, 'pl', educationCardsWords, key, values);
    const course = cardOf(cards, 'Zero to Hero: trading fundamentals');
    expect([...course.querySelectorAll('[part~=badge]')].map((badge) => badge.textContent)).to.deep.equal([
      pl_('course'),
      pl_('beginner'),
    ]);
    expect(course.querySelector('[part=facts]')!.textContent).to.equal(
      `${pl_('presenter', { presenter: 'Education team' })} · 5 ${pl_('hours')}`,
    );
    expect(course.querySelector('a')!.textContent).to.equal(`${pl_('signUp')}: Zero to Hero: trading fundamentals`);
  });
});
