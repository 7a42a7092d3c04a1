export { MemberCentre } from './MemberCentre';
export { MemberPageFrame } from './MemberPageFrame';
export { MEMBER_PAGES, type MemberPage } from './pages';
