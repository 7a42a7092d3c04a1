/** Named operators of the ops calls: sign-in (password and authenticator code), their sessions, creating them. */
export { createOperatorSessions, type OperatorSessions, type SignedInOperator } from './service';
