export { RegisterModal } from './RegisterModal';
