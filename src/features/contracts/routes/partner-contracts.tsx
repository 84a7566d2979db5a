import { ContractsPage } from '../components/contracts-page';

/** /partner/AllContracts — a local partner's contracts (sub-tabs Foreign / Investor). */
export function Component() {
  return <ContractsPage category="local" />;
}
