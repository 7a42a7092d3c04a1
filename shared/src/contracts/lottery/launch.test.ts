import { parseLotteryLaunch } from './launch';

const parse = (search: string) => parseLotteryLaunch(new URLSearchParams(search));

test('reads the launch query of spec §7 and drops what it does not know', () => {
  expect(parse('lottoArea=VN&launchMode=LOTT&lottoPrizeMode=LOTT&lottoGameCode=VN_NORTH&lottoView=betting&device=WEB&backUrl=%2Fhome&language=EN')).toEqual({
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: 'LOTT',
    lottoGameCode: 'VN_NORTH',
    lottoView: 'betting',
    device: 'WEB',
    backUrl: '/home',
    language: 'EN',
  });
  expect(parse('lottoArea=XX&lottoView=grid&backUrl=https://evil.example&language=FR&gameCode=<b>')).toEqual({});
  expect(parse('backUrl=//evil.example')).toEqual({});
  expect(parse('backUrl=/\\evil.example')).toEqual({});
  expect(parse('gameCode=TCG_LOTTO_VN_LOTT_0004')).toEqual({ gameCode: 'TCG_LOTTO_VN_LOTT_0004' });
});
