import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import './i18n';
import { MCSFE_getListAnnouncements, type Banner } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { shellWriter } from '../../app/shellWriter';
import { HomeBanners } from './HomeBanners';

const banner = (id: number): Banner => ({ id, url: `/wps/asset/banner/${id}.svg`, title: `Banner ${id}`, subtitle: '', linkage: '/promotions', linkageType: 'internal', groupName: 'home' });

function stubBanners(banners: Banner[]) {
  stubEndpoints().on(MCSFE_getListAnnouncements, { banners, player: [], popup: [], marquee: [], promotion: [] });
}

function renderBanners() {
  return render(
    <MemoryRouter>
      <HomeBanners />
    </MemoryRouter>,
  );
}

// The announcements are fetched once per language per page, so each test reads them in a language of its own.
afterEach(() => jest.useRealTimers());

// The carousel is there once its bullets are (one per banner, "Show banner N" in EN, "显示第 N 个横幅" in
// CN); the banner shown is the one whose bullet is marked current (the others are hidden and inert).
const BULLET = /^(Show banner \d+|显示第 \d+ 个横幅|ဘန်နာ \d+ ကို ပြပါ)$/;
const carousel = () => screen.queryAllByRole('button', { name: BULLET })[0] ?? null;
/** A pointer pressed or released at `x` (jsdom has no PointerEvent: a mouse event of that name carries the position). */
const drag = (target: Element, type: 'pointerdown' | 'pointerup', x: number) => fireEvent(target, new MouseEvent(type, { bubbles: true, clientX: x }));
const shownBanner = () => screen.getAllByRole('button', { name: BULLET }).findIndex((bullet) => bullet.getAttribute('aria-current') === 'true') + 1;

test('the first banner is drawn at once and fetched first; the carousel comes just before its first change', async () => {
  jest.useFakeTimers();
  shellWriter.setLanguage('EN');
  stubBanners([banner(1), banner(2), banner(3)]);
  renderBanners();
  const first = await screen.findByRole('button', { name: 'Banner 1' });
  const picture = first.querySelector('img');
  expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(picture).toHaveAttribute('loading', 'eager');
  expect(carousel()).toBeNull();
  // Autoplay changes the slide at 5 s; the carousel's code is asked for a second before.
  await act(async () => jest.advanceTimersByTime(3_999));
  expect(carousel()).toBeNull();
  await act(async () => jest.advanceTimersByTime(1));
  jest.useRealTimers();
  expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Show banner 3' });
  expect(shownBanner()).toBe(1);
});

test('a person reaching for the banners gets the carousel at once; it moves every 5 s and loops on to the first', async () => {
  jest.useFakeTimers();
  shellWriter.setLanguage('CN');
  stubBanners([banner(1), banner(2)]);
  renderBanners();
  await screen.findByRole('button', { name: 'Banner 1' });
  fireEvent.pointerEnter(screen.getByRole('region'));
  await screen.findByRole('button', { name: '显示第 2 个横幅' });
  expect(shownBanner()).toBe(1);
  await act(async () => jest.advanceTimersByTime(5_000));
  expect(shownBanner()).toBe(2);
  // After the last comes the first again, moving on forward (a copy of it, then the jump back).
  await act(async () => jest.advanceTimersByTime(5_000));
  expect(shownBanner()).toBe(1);
  fireEvent.transitionEnd(screen.getByTestId('banner-track'));
  await act(async () => jest.advanceTimersByTime(5_000));
  expect(shownBanner()).toBe(2);
});

test('the bullets show the banner asked for, and a swipe the next or the previous one', async () => {
  shellWriter.setLanguage('EN');
  stubBanners([banner(1), banner(2), banner(3)]);
  renderBanners();
  await screen.findByRole('button', { name: 'Banner 1' });
  fireEvent.pointerEnter(screen.getByRole('region'));
  fireEvent.click(await screen.findByRole('button', { name: 'Show banner 3' }));
  expect(shownBanner()).toBe(3);
  const track = screen.getByTestId('banner-track');
  drag(track, 'pointerdown', 300);
  drag(track, 'pointerup', 200);
  expect(shownBanner()).toBe(1);
  drag(track, 'pointerdown', 200);
  drag(track, 'pointerup', 300);
  expect(shownBanner()).toBe(3);
  // A short drag is a tap, not a swipe.
  drag(track, 'pointerdown', 200);
  drag(track, 'pointerup', 220);
  expect(shownBanner()).toBe(3);
});

test('a single banner never needs the carousel', async () => {
  jest.useFakeTimers();
  shellWriter.setLanguage('MY');
  stubBanners([banner(1)]);
  renderBanners();
  await screen.findByRole('button', { name: 'Banner 1' });
  await act(async () => jest.advanceTimersByTime(10_000));
  expect(carousel()).toBeNull();
});

test('for a person who asked for less motion the banners never move by themselves; reaching for them still brings the carousel', async () => {
  const reduce = jest.fn((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: reduce });
  try {
    jest.useFakeTimers();
    // CN's banners are the second test's (fetched once per language per page).
    shellWriter.setLanguage('CN');
    stubBanners([banner(1), banner(2)]);
    renderBanners();
    await screen.findByRole('button', { name: 'Banner 1' });
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(carousel()).toBeNull();
    jest.useRealTimers();
    fireEvent.pointerEnter(screen.getByRole('region'));
    jest.useFakeTimers();
    await screen.findByRole('button', { name: '显示第 2 个横幅' });
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(shownBanner()).toBe(1);
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});
