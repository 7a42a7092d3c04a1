/** Agent contracts and salaries: the lifecycle, the rate rules, the consolidated contract info. */
export { registerContractJobs, runContractJobs } from './jobs';
export { consolidatedContracts } from './reads';
