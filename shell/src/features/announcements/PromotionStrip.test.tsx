import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import './i18n';
import { MCSFE_getListAnnouncements } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { shellWriter } from '../../app/shellWriter';
import { PromotionStrip } from './PromotionStrip';

// The promotion of the demo seed, as the API answers it in Burmese: the picture is the art alone.
const BURMESE_TITLE = 'ပထမဆုံး ငွေသွင်းဆုကြေး 100%';
const ART = '/wps/asset/banner/6.svg?v=0123456789ab';

beforeEach(() => {
  shellWriter.setLanguage('MY');
  stubEndpoints().on(MCSFE_getListAnnouncements, {
    banners: [],
    player: [],
    popup: [],
    marquee: [],
    promotion: [{ id: 9, title: BURMESE_TITLE, announcementImages: [{ sequence: 1, url: ART }] }],
  });
});

test('the promotion title is text on the page, over the art (an <img> cannot use the Burmese web font)', async () => {
  const { container } = render(
    <MemoryRouter>
      <PromotionStrip />
    </MemoryRouter>,
  );
  const card = await screen.findByRole('link', { name: BURMESE_TITLE });
  expect(card).toHaveAttribute('href', '/promotions');
  // The title is an HTML text node a person can select and a screen reader reads, not part of the picture.
  expect(within(card).getByText(BURMESE_TITLE).tagName).toBe('SPAN');
  const art = container.querySelector('img');
  expect(art).toHaveAttribute('src', ART);
  expect(art).toHaveAttribute('alt', '');
  // The text sits in the same frame as the picture, laid over it.
  expect(art?.parentElement).toContainElement(within(card).getByText(BURMESE_TITLE));
});

test('a promotion without a picture still shows its title', async () => {
  // Another language: the announcements are one query per language, kept between renders.
  shellWriter.setLanguage('CN');
  stubEndpoints().on(MCSFE_getListAnnouncements, { banners: [], player: [], popup: [], marquee: [], promotion: [{ id: 9, title: '首存奖励100%', announcementImages: [] }] });
  const { container } = render(
    <MemoryRouter>
      <PromotionStrip />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: '首存奖励100%' })).toBeInTheDocument();
  expect(container.querySelector('img')).toBeNull();
});
