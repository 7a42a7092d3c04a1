export { MemberCentre } from './MemberCentre';
export { MEMBER_PAGES, type MemberPage } from './pages';
