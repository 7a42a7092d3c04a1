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

// The carousel's markup is swiper's: its container has the class `swiper`.
const carousel = (container: HTMLElement) => container.querySelector('.swiper');
/** Whether swiper's autoplay is on (swiper keeps its instance on its element). */
const autoplaying = (container: HTMLElement) => (carousel(container) as (Element & { swiper?: { autoplay: { running: boolean } } }) | null)?.swiper?.autoplay.running;

test('the first banner is drawn at once and fetched first; the carousel comes just before its first change', async () => {
  jest.useFakeTimers();
  shellWriter.setLanguage('EN');
  stubBanners([banner(1), banner(2), banner(3)]);
  const { container } = renderBanners();
  const first = await screen.findByRole('button', { name: 'Banner 1' });
  const picture = first.querySelector('img');
  expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(picture).toHaveAttribute('loading', 'eager');
  expect(carousel(container)).toBeNull();
  // Autoplay changes the slide at 5 s; the carousel's code is asked for a second before.
  await act(async () => jest.advanceTimersByTime(3_999));
  expect(carousel(container)).toBeNull();
  await act(async () => jest.advanceTimersByTime(1));
  jest.useRealTimers();
  expect(await screen.findByRole('region', { name: 'Featured' })).toBeInTheDocument();
  await screen.findByRole('button', { name: 'Banner 3' });
  expect(carousel(container)).not.toBeNull();
});

test('a person reaching for the banners gets the carousel at once', async () => {
  shellWriter.setLanguage('CN');
  stubBanners([banner(1), banner(2)]);
  const { container } = renderBanners();
  await screen.findByRole('button', { name: 'Banner 1' });
  fireEvent.pointerEnter(screen.getByRole('region'));
  await screen.findByRole('button', { name: 'Banner 2' });
  expect(carousel(container)).not.toBeNull();
  expect(autoplaying(container)).toBe(true);
});

test('a single banner never needs the carousel', async () => {
  jest.useFakeTimers();
  shellWriter.setLanguage('MY');
  stubBanners([banner(1)]);
  const { container } = renderBanners();
  await screen.findByRole('button', { name: 'Banner 1' });
  await act(async () => jest.advanceTimersByTime(10_000));
  expect(carousel(container)).toBeNull();
});

test('for a person who asked for less motion the banners never move by themselves; reaching for them still brings the carousel', async () => {
  const reduce = jest.fn((query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }));
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: reduce });
  try {
    jest.useFakeTimers();
    // CN's banners are the second test's (fetched once per language per page).
    shellWriter.setLanguage('CN');
    stubBanners([banner(1), banner(2)]);
    const { container } = renderBanners();
    await screen.findByRole('button', { name: 'Banner 1' });
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(carousel(container)).toBeNull();
    jest.useRealTimers();
    fireEvent.pointerEnter(screen.getByRole('region'));
    await screen.findByRole('button', { name: 'Banner 2' });
    expect(carousel(container)).not.toBeNull();
    expect(autoplaying(container)).toBe(false);
  } finally {
    delete (window as { matchMedia?: unknown }).matchMedia;
  }
});
