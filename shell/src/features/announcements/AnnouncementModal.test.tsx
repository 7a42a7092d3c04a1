import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../i18n';
import './i18n';
import { MCSFE_getListAnnouncements, type Announcements } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { shellWriter } from '../../app/shellWriter';
import { AnnouncementModal } from './AnnouncementModal';

const notices = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, title: `Notice ${i + 1}`, content: `<p>Body ${i + 1}</p>`, timestamp: '2026-11-01T00:00:00Z' }));
const data: Announcements = {
  banners: [],
  player: [...notices, { id: 99, title: 'Evil', content: '<p>Safe text</p><img src="x" onerror="window.__hacked = true"><script>window.__hacked = true</script>', timestamp: '2026-11-01T00:00:00Z' }],
  popup: [],
  promotion: [],
  marquee: [{ id: 1, title: 'Marquee one', content: '<p>First marquee</p>' }],
};

beforeAll(() => shellWriter.setLanguage('EN'));
beforeEach(() => stubEndpoints().on(MCSFE_getListAnnouncements, data));

test('lists 9 titles a page and pages through them', async () => {
  render(<AnnouncementModal onClose={() => undefined} />);
  const list = await screen.findByRole('list', { name: 'Announcement titles' });
  expect(within(list).getAllByRole('button')).toHaveLength(9);
  expect(within(list).getByRole('button', { name: 'Notice 1' })).toHaveAttribute('aria-current', 'true');
  await userEvent.click(screen.getByRole('button', { name: '4' }));
  expect(within(list).getAllByRole('button').map((b) => b.textContent)).toEqual(['Notice 28', 'Notice 29', 'Notice 30', 'Evil']);
});

test('shows the chosen notice as sanitized HTML', async () => {
  render(<AnnouncementModal onClose={() => undefined} initialIndex={30} />);
  expect(await screen.findByRole('heading', { name: 'Evil' })).toBeInTheDocument();
  expect(screen.getByText('Safe text')).toBeInTheDocument();
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelector('[onerror]')).toBeNull();
  expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
});

test('the notice popup opens at the chosen marquee notice', async () => {
  render(<AnnouncementModal onClose={() => undefined} source="marquee" initialIndex={0} />);
  expect(await screen.findByText('First marquee')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Notice' })).toBeInTheDocument();
});

test('a language change keeps the notices on screen until the new language answers', async () => {
  const server = stubEndpoints().on(MCSFE_getListAnnouncements, data);
  render(<AnnouncementModal onClose={() => undefined} source="marquee" />);
  expect(await screen.findByText('First marquee')).toBeInTheDocument();

  let answer: (value: Announcements) => void = () => undefined;
  server.on(MCSFE_getListAnnouncements, () => new Promise<Announcements>((resolve) => (answer = resolve)));
  act(() => shellWriter.setLanguage('CN'));
  expect(screen.getByText('First marquee')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();

  await act(async () => answer({ ...data, marquee: [{ id: 1, title: '跑马灯', content: '<p>第一条</p>' }] }));
  expect(await screen.findByText('第一条')).toBeInTheDocument();
  expect(screen.queryByText('First marquee')).not.toBeInTheDocument();
  await act(async () => shellWriter.setLanguage('EN'));
});
