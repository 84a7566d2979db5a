import type { RequestHandler } from 'msw';
import { scenarioHandler } from '../http/scenarios';
import { accountHandlers } from './account';
import { adminHandlers } from './admin';
import { agreementHandlers } from './agreements';
import { applicationHandlers } from './applications';
import { contractHandlers } from './contracts';
import { conversationHandlers } from './conversations';
import { dashboardHandlers } from './dashboards';
import { demoHandlers } from './demo';
import { insightHandlers } from './insights';
import { liveHandlers } from './live';
import { matchHandlers } from './matches';
import { milestoneHandlers } from './milestones';
import { notificationHandlers } from './notifications';
import { profileHandlers } from './profiles';

/** Every operation's handler. */
export const operationHandlers: RequestHandler[] = [
  ...accountHandlers,
  ...profileHandlers,
  ...dashboardHandlers,
  ...matchHandlers,
  ...applicationHandlers,
  ...contractHandlers,
  ...agreementHandlers,
  ...milestoneHandlers,
  ...adminHandlers,
  ...insightHandlers,
  ...notificationHandlers,
  ...conversationHandlers,
  ...liveHandlers,
  ...demoHandlers,
];

/** The scenario handler (latency, forced errors) first, then the operations. */
export const handlers: RequestHandler[] = [scenarioHandler, ...operationHandlers];
