export { Balls, ResultSummary, ResultTable } from './ResultTable';
export { ResultsHistory } from './ResultsHistory';
export { TrendChart } from './TrendChart';
export { VerifyPanel } from './VerifyPanel';
