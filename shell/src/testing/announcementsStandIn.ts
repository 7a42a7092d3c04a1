// The announcements a popup shows, for jest.mock('…/announcements') (a factory may only require):
//   jest.mock('../announcements', () => jest.requireActual('../../testing/announcementsStandIn').announcementsStandIn());
// The home banner and the register popup's own (group w_register); the picture component is the real one.

export function announcementsStandIn() {
  return {
    BannerPicture: jest.requireActual('../features/announcements/BannerPicture').BannerPicture,
    useAnnouncements: () => ({
      status: 'ready',
      data: {
        banners: [
          { id: 1, url: '/wps/asset/banner/1.svg', title: 'Welcome', subtitle: '', linkage: '', linkageType: 'none', groupName: 'home' },
          { id: 7, url: '/wps/asset/banner/7.svg', title: 'Register today: K 10,000 bonus', subtitle: 'For new members', linkage: '', linkageType: 'none', groupName: 'w_register' },
        ],
      },
    }),
  };
}
