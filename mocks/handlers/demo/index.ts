import { sendDemoRequest } from './send-demo-request';

export const demoHandlers = [sendDemoRequest];
