import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { buildSeed } from './index';

/** The contract's schemas, with their `#/components/schemas/…` references resolved in place. */
function contractValidator() {
  const document = parse(readFileSync(fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url)), 'utf8')) as {
    components: Record<string, unknown>;
  };
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components });
  return (name: string) => {
    const validate = ajv.getSchema(`openapi#/components/schemas/${name}`);
    if (!validate) throw new Error(`no schema ${name}`);
    return (value: unknown) => (validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
  };
}

const schema = contractValidator();
const seed = buildSeed({ extraBusinesses: 300 });

describe('seeded profiles match the API contract', () => {
  it.each([
    ['ForeignBusinessProfile', seed.foreignProfiles],
    ['LocalPartnerProfile', seed.localProfiles],
    ['InvestorProfile', seed.investorProfiles],
  ] as const)('every record validates as %s', (name, records) => {
    const check = schema(name);
    const failures = records.flatMap((r) => check(r).map((e) => `${r._id}: ${e}`));
    expect(failures).toEqual([]);
  });

  it('would catch a profile that breaks the contract', () => {
    const check = schema('InvestorProfile');
    expect(check({ _id: 'inv_x', ID: 'usr_x', legalName: 'X', verificationStatus: 'Approved', ticketSizeMinUSD: 'lots' })).not.toEqual([]);
    expect(schema('ForeignBusinessProfile')({ _id: 'fb_x', ID: 'usr_x', companyName: 'X', industry: 'Other', status: 'Active', targetRevenue: 5000 })).not.toEqual([]);
  });
});
