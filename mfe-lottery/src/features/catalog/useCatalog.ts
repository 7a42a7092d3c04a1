import { http } from '@portal/kernel';
import { useQuery } from '@portal/shared';
import { LOTTERY_PRIZE_MODES, lotteryGameMenu, lotteryGameMenus, type LotteryLaunchQuery } from '@portal/shared/contracts';
import { joinCatalog } from './catalog';

/**
 * Every prize mode's games and plays (spec §7: menus by `prizeMode`, `device WEB`). A launch code may
 * belong to any family (a VN card opened on /lottery), so all modes are read once when the page opens;
 * they are small, open calls and do not change while the page is open.
 */
export function useCatalog(device: LotteryLaunchQuery['device'] = 'WEB') {
  return useQuery(
    async (signal) =>
      joinCatalog(
        await Promise.all(
          LOTTERY_PRIZE_MODES.map(async (prizeMode) => {
            const [list, menus] = await Promise.all([
              http.call(lotteryGameMenus, { prizeMode, device }, { signal }),
              http.call(lotteryGameMenu, { prizeMode, device }, { signal }),
            ]);
            return { list, menus };
          }),
        ),
      ),
    [device],
  );
}
