/** The profile fields of spec §3 kept as free text (at most 100 characters each). */
export const PROFILE_TEXT_FIELDS = ['address', 'nationality', 'occupation', 'sourceOfIncome', 'zalo', 'skype', 'placeOfBirth'] as const;

/** What a member edits (`PUT /wps/member/profile`); bindings change only through a code. */
export const PROFILE_FIELDS = ['nickname', 'birthday', ...PROFILE_TEXT_FIELDS] as const;

/** The most a login history page holds. */
export const LOGIN_HISTORY_MAX_PAGE_SIZE = 50;
