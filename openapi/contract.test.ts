import { readFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { publicPaths } from '../src/api/client';

const specUrl = new URL('./openapi.yaml', import.meta.url);
interface Operation {
  operationId: string;
  security?: unknown[];
  'x-extension'?: boolean;
  requestBody?: { content: Record<string, { schema: { $ref?: string } }> };
  responses: Record<string, { links?: Record<string, { $ref: string }> }>;
}
interface Link {
  operationId: string;
  requestBody: Record<string, unknown>;
}
const spec = parse(readFileSync(specUrl, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { links: Record<string, Link>; schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
};

const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, ...operation })),
);

describe('the contract', () => {
  it('lists the 47 calls of the specification plus the marked extensions', () => {
    const extensions = operations.filter((operation) => operation['x-extension']);
    expect(operations.length - extensions.length).toBe(47);
    expect(extensions.map((operation) => operation.operationId).sort()).toEqual(
      ['acceptMeeting', 'cancelMeeting', 'declineMeeting', 'getConversation', 'getUnreadMessageCount', 'listConversations', 'listUpcomingMeetings', 'markConversationRead', 'openEventStream', 'proposeMeeting', 'sendMessage', 'declineAgreement', 'getAgreement', 'getAgreementAudit', 'getAgreementVersion', 'getContractDocument', 'getInsightsAcceptance', 'getInsightsFunnel', 'getInsightsMatchQuality', 'getInsightsSupply', 'getNotificationPreferences', 'getUnreadNotificationCount', 'listNotifications', 'markAllNotificationsRead', 'markNotificationRead', 'setNotificationPreferences', 'googleDemoSignIn', 'regenerateAgreement', 'signAgreement', 'verifyAgreement', 'listBusinessClosedRequests', 'listInvestorClosedRequests', 'listPartnerClosedRequests', 'rejectRequest', 'resetDemoData', 'sendDemoRequest', 'setTaskStatus', 'verifyCode'].sort(),
    );
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the real host paths exactly, trailing slash and case included', () => {
    const paths = Object.keys(spec.paths);
    for (const path of ['/adminPanel/accept/', '/adminPanel/reject/{id}', '/ApproveRequest', '/MileStones', '/SingleContract', '/changecategory', '/foreign/add']) {
      expect(paths).toContain(path);
    }
  });

  it('has a generated schema.d.ts that is up to date (run npm run gen:api)', async () => {
    const generated = astToString(await openapiTS(specUrl));
    const committed = readFileSync(new URL('../src/api/schema.d.ts', import.meta.url), 'utf8');
    const body = (text: string) => text.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim();
    expect(body(committed)).toBe(body(generated));
  });

  it('sends no bearer token to exactly the operations the contract leaves unsecured', () => {
    const unsecured = operations
      .filter((operation) => Array.isArray(operation.security) && operation.security.length === 0)
      .map((operation) => operation.path);
    expect([...publicPaths].sort()).toEqual(unsecured.sort());
  });

  it('links the request chain (request → contract → approve → milestone → task and comment) to real operations and fields', () => {
    const byId = new Map(operations.map((operation) => [operation.operationId, operation]));
    const used = operations.flatMap((operation) =>
      Object.values(operation.responses).flatMap((response) => Object.values(response.links ?? {}).map((link) => link.$ref.split('/').pop()!)),
    );
    expect(new Set(used)).toEqual(new Set(Object.keys(spec.components.links)));
    for (const [name, link] of Object.entries(spec.components.links)) {
      const target = byId.get(link.operationId);
      expect(target, name).toBeDefined();
      const ref = target!.requestBody!.content['application/json']!.schema.$ref!;
      const schema = spec.components.schemas[ref.split('/').pop()!]!;
      expect(Object.keys(schema.properties ?? {}), name).toEqual(expect.arrayContaining(Object.keys(link.requestBody)));
      expect(Object.keys(link.requestBody), name).toEqual(expect.arrayContaining(schema.required ?? []));
    }
  });
});
