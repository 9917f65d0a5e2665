export { describeContract, type ContractBackend } from './contractSuite.ts';
