// Choosing receivers among the agent's direct downline, for the transfer and red envelope pages.
export { DirectDownlinePicker, type Receiver } from './DirectDownlinePicker';
export { receiverFromQuery } from './receiverFromQuery';
