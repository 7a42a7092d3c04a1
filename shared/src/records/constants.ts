/** Page size of every records list (spec §9 lists): the member's and the agent's records alike. */
export const RECORD_PAGE_SIZE = 20;
