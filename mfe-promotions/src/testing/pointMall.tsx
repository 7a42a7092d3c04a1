// The points mall's calls stood in for (the real client and contract, only the server replaced): the
// demo site's goods (api/src/seed/demo-points.ts) and rates (api/src/points/config.ts), in English.
import { getPointReward, MCS2_getPointBalance, MCS2_getPointConfig, MCS2_getRedeemPointList, ODSFE2_MemTransDet, type PointConfig, type PointExchange, type PointGood } from '@portal/shared/contracts';
import { renderAt, stubEndpoints, type EndpointStubs } from '@portal/shared/testing';
import { PointMallPage } from '../features/pointMall';

export const POINT_CONFIG: PointConfig = {
  validBetPerPoint: 10_000,
  convertUnitPoints: 100,
  convertUnitAmount: 10_000,
  minConvertPoints: 100,
  maxRedeemQuantity: 10,
  rates: [100, 500, 1_000].map((points) => ({ points, amount: points * 100 })),
  expires: false,
};

const good = (goodId: number, code: string, name: string, points: number, amount: number, stock: number, taken = 0, ships = true): PointGood => ({
  goodId,
  code,
  name,
  details: `${name}: delivered to your address once confirmed.`,
  imageUrl: `/wps/asset/point-good/${code}.svg`,
  points,
  amount,
  stock,
  available: stock - taken,
  redeemed: taken,
  ships,
});

export const GOODS: PointGood[] = [
  // Sent to the phone: nothing ships, no address asked.
  good(1, 'phone-card-5k', 'Phone top-up card K 5,000', 50, 0, 200, 3, false),
  good(2, 'bluetooth-earbuds', 'Bluetooth earbuds', 800, 1_000_000, 20),
  good(3, 'smartphone', 'Smartphone', 5_000, 5_000_000, 3, 3),
];

export const exchange = (overrides: Partial<PointExchange> = {}): PointExchange => ({
  orderNo: 'PX20261126ABCDE12345',
  requestTime: '2026-11-26T08:00:00.000Z',
  exchangeType: 'GOODS',
  goodId: 1,
  itemName: 'Phone top-up card K 5,000',
  quantity: 2,
  points: 100,
  amount: 0,
  paidAmount: 0,
  status: 'IN_PROCESS',
  remark: null,
  address: 'No. 5, Bogyoke Road, Yangon',
  phone: '09 123 456 789',
  decidedTime: null,
  ...overrides,
});

/** A member with 305 points, the demo goods, no history yet. */
export function stubPointMall(points = 305): EndpointStubs {
  return stubEndpoints()
    .on(MCS2_getPointBalance, { points, earned: points, validBetCounted: points * 10_000 })
    .on(MCS2_getPointConfig, POINT_CONFIG)
    .on(getPointReward, GOODS)
    .on(MCS2_getRedeemPointList, [])
    .on(ODSFE2_MemTransDet, []);
}

export const renderPointMall = () => renderAt(<PointMallPage />, '/pointMall');
