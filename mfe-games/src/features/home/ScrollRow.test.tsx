import { act, fireEvent, render, screen } from '@testing-library/react';
import { shell } from '@portal/shared/testing';
import { ScrollRow } from './ScrollRow';

// jsdom lays nothing out: give the row a browser's geometry (a 300 px window on ten 100 px cards, 12 px
// apart) so the component's own arithmetic runs as it does on a phone.
const CARD = 100;
const GAP = 12;
function layOut(track: HTMLElement) {
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: 300 });
  Object.defineProperty(track, 'scrollWidth', { configurable: true, value: 10 * CARD + 9 * GAP });
  for (const item of Array.from(track.children)) Object.defineProperty(item, 'offsetWidth', { configurable: true, value: CARD });
  track.style.columnGap = `${GAP}px`;
  track.scrollTo = ((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? track.scrollLeft;
  }) as typeof track.scrollTo;
}

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}

const slides = Array.from({ length: 10 }, (_, i) => ({ key: `g${i}`, content: <button type="button">Game {i}</button> }));

function renderRow(props: Partial<Parameters<typeof ScrollRow>[0]> = {}) {
  render(<ScrollRow label="Hot games" slides={slides} slidesPerView="auto" arrows {...props} />);
  const track = screen.getByRole('list');
  layOut(track);
  return track;
}

beforeEach(() => {
  shell.setLanguage('EN');
  setReducedMotion(true);
});

test('Next and Previous move the row by one card and its gap, and wrap around at the ends', () => {
  const track = renderRow();
  const end = 10 * CARD + 9 * GAP - 300;
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(track.scrollLeft).toBe(CARD + GAP);
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(track.scrollLeft).toBe(0);
  fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
  expect(track.scrollLeft).toBe(end);
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(track.scrollLeft).toBe(0);
});

test('names itself a carousel with its cards as a list', () => {
  renderRow({ arrows: false });
  expect(screen.getByRole('group', { name: 'Hot games' })).toHaveAttribute('aria-roledescription', 'carousel');
  expect(screen.getAllByRole('listitem')).toHaveLength(10);
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
});

describe('autoplay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('moves one card after each rest (glided over `speed`), and holds while a finger is on the row', () => {
    setReducedMotion(false);
    const track = renderRow({ autoplayDelay: 1200, speed: 1100 });
    act(() => jest.advanceTimersByTime(1199));
    expect(track.scrollLeft).toBe(0);
    act(() => jest.advanceTimersByTime(1 + 1100 + 50));
    expect(track.scrollLeft).toBe(CARD + GAP);
    fireEvent.touchStart(screen.getByRole('group'));
    act(() => jest.advanceTimersByTime(5000));
    expect(track.scrollLeft).toBe(CARD + GAP);
    fireEvent.touchEnd(screen.getByRole('group'));
    act(() => jest.advanceTimersByTime(1200 + 1100 + 50));
    expect(track.scrollLeft).toBe(2 * (CARD + GAP));
  });

  test('never moves for a person who prefers reduced motion', () => {
    const track = renderRow({ autoplayDelay: 1200, speed: 1100 });
    act(() => jest.advanceTimersByTime(10_000));
    expect(track.scrollLeft).toBe(0);
  });
});
