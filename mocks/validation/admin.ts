import { z } from 'zod';
import { id } from './common';

/** The body of POST /adminPanel/delete and POST /adminPanel/accept/: a profile _id. */
export const adminIdBody = z.object({ id: id('id') });

/** The {id} of PUT /adminPanel/reject/{id}: a profile _id, bounded like every id. */
export const businessIdParam = z.string().trim().min(1).max(64);
