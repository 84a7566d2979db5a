// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { limits } from './limits';

interface Property {
  maxLength?: number;
}
const schemas = (
  parse(readFileSync(new URL('../../openapi/openapi.yaml', import.meta.url), 'utf8')) as {
    components: { schemas: Record<string, { properties: Record<string, Property> }> };
  }
).components.schemas;
const max = (schema: string, property: string) => schemas[schema]?.properties[property]?.maxLength;

describe('limits', () => {
  it('are the contract’s maximum lengths', () => {
    expect(limits.email).toBe(max('LoginRequest', 'email'));
    expect(limits.email).toBe(max('AddUserRequest', 'email'));
    expect(limits.password).toBe(max('LoginRequest', 'password'));
    expect(limits.password).toBe(max('AddUserRequest', 'password'));
    expect(limits.personName).toBe(max('AddUserRequest', 'name'));
    expect(limits.personName).toBe(max('GoogleDemoRequest', 'name'));
    expect(limits.businessName).toBe(max('AddUserRequest', 'businessName'));
    for (const [field, length] of Object.entries(limits.demo)) expect(length, field).toBe(max('DemoRequest', field));
    expect(limits.milestone.title).toBe(max('AddMilestoneRequest', 'title'));
    expect(limits.milestone.description).toBe(max('AddMilestoneRequest', 'description'));
    expect(limits.milestone.title).toBe(max('AddTaskRequest', 'title'));
    expect(limits.comment).toBe(max('AddCommentRequest', 'text'));
  });
});
