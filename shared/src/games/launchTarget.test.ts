import { lotteryRoute, vendorCardTarget, type VendorCard } from '.';

const card = (over: Partial<VendorCard>): VendorCard => ({
  vassalage: 'PG',
  vendorName: 'PG Soft',
  gameType: 'RNG',
  logoUrl: '/wps/asset/vendor/PG.svg',
  isGroup: false,
  launch: 'list',
  nodeId: null,
  gameCode: null,
  maintenance: false,
  gameCount: 300,
  ...over,
});

test('lottery vendors go to their lottery routes with the gameCode', () => {
  expect(lotteryRoute('TCG_LOTTO_VN', 'LOTT', 'VN_LOTTO')).toBe('/vnLottery?gameCode=VN_LOTTO');
  expect(lotteryRoute('TCG_SEA', 'LOTT', 'SEA_LOTTO')).toBe('/seaLottery?gameCode=SEA_LOTTO');
  expect(lotteryRoute('GPK', 'ELOTT', 'GPK_1')).toBe('/lottery?gameCode=GPK_1');
  expect(lotteryRoute('PG', 'RNG', 'PG_1')).toBeNull();
  expect(vendorCardTarget(card({ vassalage: 'TCG_SEA', gameType: 'LOTT', launch: 'lottery', gameCode: 'SEA_LOTTO' }))).toEqual({
    kind: 'navigate',
    to: '/seaLottery?gameCode=SEA_LOTTO',
  });
});

test('a vendor group opens the game popup; a list vendor its filtered page; a direct vendor its lobby game', () => {
  expect(vendorCardTarget(card({ vassalage: 'V8', gameType: 'PVP', isGroup: true }))).toEqual({
    kind: 'gamePopup',
    params: { vassalage: 'V8', gameType: 'PVP', vendorName: 'PG Soft' },
  });
  expect(vendorCardTarget(card({ vassalage: 'INHOUSE' }))).toEqual({ kind: 'navigate', to: '/rng?vassalage=INHOUSE' });
  expect(vendorCardTarget(card({ vassalage: 'SABA', gameType: 'SPORTS', launch: 'direct', nodeId: 'SPORTS-SABA-0001' }))).toEqual({
    kind: 'play',
    nodeId: 'SPORTS-SABA-0001',
  });
});
