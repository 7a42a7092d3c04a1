/** Agent contracts and salaries (issue 15): the lifecycle, the rate rules, the consolidated contract info. */
export { contractRoutes } from './routes';
export { consolidatedContracts } from './reads';
