// Business constants and limits of spec §9, named once so no component carries a bare number.
// Values the spec states as "not shown" are deliberately absent.
import { PROOF_IMAGE_MAX_BYTES } from './contracts/funds/constants';
import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX } from './contracts/promotions/constants';

/** A remote chunk that has not arrived after this long counts as failed (spec §4, §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Modals mount, then become visible after this delay (the legacy opening animation contract). */
export const MODAL_OPEN_DELAY_MS = 100;
/** "Remember password" keeps the login data this long. */
export const REMEMBER_ME_MS = 86_400_000;
/** A login with this password is treated as insecure and must change it. */
export const DEFAULT_INSECURE_PASSWORD = '123456';

// Home banners
export const BANNER_AUTOPLAY_MS = 5_000;
export const BANNER_TRANSITION_MS = 1_000;

// Throttles: at most one action per this interval
export const FAVOURITE_THROTTLE_MS = 1_000;
export const SMS_REQUEST_THROTTLE_MS = 1_000;
export const CAPTCHA_REFRESH_MS = 1_000;

/** The wait the auth rate limit asks for (shown in the 429 message). */
export const AUTH_RATE_LIMIT_RETRY_MINUTES = 5;
/** Real-time salary settlement period. */
export const SALARY_SETTLEMENT_INTERVAL_MS = 300_000;

// Activity applications: the limits the API enforces, declared once in the contract.
export const ACTIVITY_COMMENT_MAX_LENGTH = APPLICATION_COMMENT_MAX;
export const ACTIVITY_IMAGE_MAX_BYTES = PROOF_IMAGE_MAX_BYTES;
export const ACTIVITY_IMAGE_MAX_COUNT = APPLICATION_IMAGES_MAX;
export const ACTIVITY_IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg'];

// Ages: one minimum age for the consent, the footer and the birthday (its reason is in the contract).
export { MINIMUM_AGE } from './contracts/profile/constants';

// Feedback
export const FEEDBACK_DESCRIPTION_MIN_LENGTH = 20;
export const FEEDBACK_DESCRIPTION_MAX_LENGTH = 200;

// Announcements list
export const ANNOUNCEMENTS_PER_PAGE = 9;
export const ANNOUNCEMENTS_PAGINATION_MARGIN = 1;
export const ANNOUNCEMENTS_PAGINATION_RANGE = 5;

// SMS and verification codes
/** The alternate SMS path counts down this many seconds. */
export const SMS_ALTERNATE_COUNTDOWN_S = 60;
/** The main SMS path counts down expiredMinutes × 60 seconds. */
export function smsCountdownSeconds(expiredMinutes: number): number {
  return expiredMinutes * 60;
}
export const VERIFICATION_CODE_MAX_LENGTH = 255;

// Game lists
export const GAME_LIST_PAGE_SIZE = 20;
export const FAVOURITES_MAX = 999;
export const RECENT_GAMES_MAX = 20;
export const WINNERS_MAX = 20;
/** The first winners form the biggest-winner cards; the rest scroll. */
export const BIGGEST_WINNER_CARDS = 3;

// Home rows
export const HOME_VENDOR_ROW_MAX = 12;
export const HOME_VENDOR_SLIDES_PER_VIEW = 4;
/** The hot row shows arrows when it has more items than this. */
export const HOT_ROW_ARROWS_OVER = 7;
export const HOT_ROW_AUTOPLAY_DELAY_MS = 1_200;
export const HOT_ROW_SPEED_MS = 1_100;
/** Vendor lists longer than this use the large layout. */
export const VENDOR_LARGE_LAYOUT_OVER = 10;

// Jackpot counter (simulated in the client)
export const JACKPOT_MIN = 100_000_000;
export const JACKPOT_MAX = 150_000_000;
export const JACKPOT_START = 101_000_000;
export const JACKPOT_DECIMALS = 2;
export const JACKPOT_STEP_MIN = 100;
export const JACKPOT_STEP_MAX = 500;
export const JACKPOT_INTERVALS_MS: readonly number[] = [3_000, 4_000, 5_000];

// Misc
/** The footer's copyright year (spec §2). */
export const COPYRIGHT_YEAR = 2025;
export const QR_SIZE_SMALL = 78;
export const QR_SIZE_LARGE = 120;
export const LAZY_IMAGE_THRESHOLD = 0.1;
export const CONTRACT_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
export type ContractPeriod = (typeof CONTRACT_PERIODS)[number];
export const DATE_FILTER_DAYS: readonly number[] = [7, 30];
