import { ContractsPage } from '../components/contracts-page';

/** /foreign/AllContracts — a foreign business's contracts (lists under /business/; sub-tabs Local Partner / Investor). */
export function Component() {
  return <ContractsPage category="foreign" />;
}
