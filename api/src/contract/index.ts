/** Agent contracts and salaries (issue 15): the lifecycle, the rate rules, the consolidated contract info. */
export { registerContractJobs, runContractJobs } from './jobs';
export { consolidatedContracts } from './reads';
