/** One page of a paged list, as every paged member call answers. */
export interface Paged<T> {
  content: T[];
  pageNum: number;
  totalPages: number;
  totalElements: number;
}

/** Page size of every member list (spec §9 lists). */
export const PAGE_SIZE = 20;
