import { resetDemoData } from './reset-demo-data';
import { sendDemoRequest } from './send-demo-request';

export const demoHandlers = [sendDemoRequest, resetDemoData];
