/** Page size of every member list (spec §9 lists). */
export const PAGE_SIZE = 20;
