// What the contract pages share (contract requests and the four settlement records): a contract's
// kind, product and period in words, a rate as a person reads it, a tier as one line of text. Its
// texts are the `agent` namespace's, under `contractTerms`.
import './i18n';

export { shownRate, useTierLine, KindText, useKindWords } from './terms';
