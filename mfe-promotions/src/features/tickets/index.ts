export { TicketsSection } from './TicketsSection';
