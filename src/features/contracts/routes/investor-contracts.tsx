import { ContractsPage } from '../components/contracts-page';

/** /investor/AllContracts — an investor's contracts (sub-tabs Foreign / Local Partner). */
export function Component() {
  return <ContractsPage category="investor" />;
}
