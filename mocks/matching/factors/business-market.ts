// The market kinds that read only the foreign business (side A): the same with a partner or an investor.

import type { ForeignFeatures } from '../features';
import { MATURITY_LABELS } from '../normalize';
import type { ReasonKind } from '../reasons';

type Spec<B> = Omit<ReasonKind<ForeignFeatures, B>, 'code'>;

/** "A maturity, not B2B or B2C" and "not stated", for a foreign business and any counterpart B. */
export function businessMarketKindSpecs<B>(): Record<'market.maturity-only' | 'market.unknown-business', Spec<B>> {
  return {
    'market.maturity-only': {
      factor: 'marketType', sign: '±', condition: "The business's market type is a maturity (established, emerging, niche), not B2B or B2C",
      template: '{A.Poss} market type ({maturity}) does not say B2B or B2C',
      holds: (x, v) => !x.a.market.mask && !!x.a.market.maturity && v.maturity === MATURITY_LABELS[x.a.market.maturity],
    },
    'market.unknown-business': {
      factor: 'marketType', sign: '±', condition: "The business's market type is not stated",
      template: '{A.Poss} market type is not stated — lower confidence',
      holds: (x) => !x.a.market.mask && !x.a.market.maturity,
    },
  };
}
