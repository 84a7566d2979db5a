import { useParams } from 'react-router-dom';
import { ContractDetailPage } from '../components/contract-detail-page';

/** /contract/:contractId — contract details plus the milestones section. */
export function Component() {
  const { contractId = '' } = useParams();
  return <ContractDetailPage key={contractId} contractId={contractId} />;
}
