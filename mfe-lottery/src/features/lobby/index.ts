export { Lobby } from './Lobby';
