import { getInsightsAcceptance } from './get-insights-acceptance';
import { getInsightsFunnel } from './get-insights-funnel';
import { getInsightsMatchQuality } from './get-insights-match-quality';
import { getInsightsSupply } from './get-insights-supply';

export const insightHandlers = [getInsightsFunnel, getInsightsAcceptance, getInsightsMatchQuality, getInsightsSupply];
