import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import '../../i18n';
import './i18n';
import { MCSFE_getListAnnouncements, PAGE_BOOT_ELEMENT_ID, SYSTEM_STATUS, type Announcements, type Banner } from '@portal/shared/contracts';
import { stubEndpoints } from '@portal/shared/testing';
import { merchantCode } from '../../app/brand';
import { shellWriter } from '../../app/shellWriter';
import { takePageBoot } from '../boot';
import { HomeBanners } from './HomeBanners';

// A file of its own: the announcements are fetched once per language per page, and here the call is
// still on its way when the banners are first drawn.
const banner: Banner = { id: 7, url: '/wps/asset/banner/7.svg?v=1', title: 'Banner 7', subtitle: '', linkage: '/promotions', linkageType: 'internal', groupName: 'home' };

test('the first banner the page named (PageBoot) is drawn before the banners call answers', async () => {
  const element = Object.assign(document.createElement('script'), { type: 'application/json', id: PAGE_BOOT_ELEMENT_ID });
  element.textContent = JSON.stringify({ merchant: merchantCode(), permission: {}, domainRoutes: [], status: { status: SYSTEM_STATUS.normal }, homeBannerUrl: '/wps/asset/banner/7.svg?v=1' });
  document.head.append(element);
  takePageBoot(merchantCode());
  shellWriter.setLanguage('EN');
  let answer: (value: Announcements) => void = () => undefined;
  stubEndpoints().on(MCSFE_getListAnnouncements, () => new Promise((resolve) => (answer = resolve)));
  const { container } = render(
    <MemoryRouter>
      <HomeBanners />
    </MemoryRouter>,
  );
  const picture = container.querySelector('img');
  expect(picture).toHaveAttribute('src', '/wps/asset/banner/7.svg?v=1');
  expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  await act(async () => answer({ banners: [banner], player: [], popup: [], marquee: [], promotion: [] }));
  expect(await screen.findByRole('button', { name: 'Banner 7' })).toBeInTheDocument();
});
