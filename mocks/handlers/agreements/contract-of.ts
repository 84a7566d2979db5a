import { db } from '../../db';
import type { ContractRecord, UserRecord } from '../../db/records';
import { readableContract } from '../../domain/contracts';
import { notFound } from '../../http/failure';
import { contractIdParam } from '../../validation/contracts';

/** The contract of an agreement call's path: 404 for an unknown id, 403 for a caller who is neither party nor admin. */
export function contractOf(user: UserRecord, value: unknown): ContractRecord {
  const id = contractIdParam.safeParse(value);
  if (!id.success) throw notFound('Not Found');
  return readableContract(user, id.data).contract;
}

/** The contract again after a change (the caller's copy is the record before it). */
export const reread = (contract: ContractRecord): ContractRecord =>
  db.contracts.findFirst((q) => q.where({ _id: contract._id })) ?? contract;
