export { BetBuilder } from './BetBuilder';
export { contentOf, betsOf, stakeOf, multiplier, PLAY_FORMATS, typedProblem, type SlipLine, type PickerFormat } from './content';
