import { ajv, openapiDocument } from './contract';
import { firstEvent, isEventStream } from './event-stream';

interface MediaType {
  schema?: object;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaType>;
}
interface OperationObject {
  operationId: string;
  responses: Record<string, ResponseObject>;
}
interface Spec {
  paths: Record<string, Record<string, OperationObject>>;
  components: { responses: Record<string, ResponseObject>; schemas: Record<string, object> };
}

const spec = openapiDocument as Spec;

// The kit's one ajv instance (with formats), with the contract's components registered for the $refs.
ajv.addSchema({ $id: 'openapi', components: spec.components });

/** Rewrites local refs (#/components/…) to the registered document (openapi#/components/…). */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === 'object') {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `openapi${value}` : rebase(value),
      ]),
    );
  }
  return schema;
}

export const contractOperations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
);

function resolveResponse(response: ResponseObject): ResponseObject {
  if (!response.$ref) return response;
  const name = response.$ref.split('/').pop() ?? '';
  const target = spec.components.responses[name];
  if (!target) throw new Error(`Unknown response ${response.$ref}`);
  return target;
}

const validators = new Map<string, ReturnType<typeof ajv.compile>>();

function validatorFor(key: string, schema: object | undefined) {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(rebase(schema ?? {}) as object);
    validators.set(key, validate);
  }
  return validate;
}

/**
 * Checks a response against the contract: the status must be documented for the operation,
 * the content type must be the documented one, and the body must validate against its schema.
 * An event stream is read up to its first event, which must be named by its type and validate,
 * and is then cancelled (its body is used up). Returns the problems found (empty when conforming).
 */
export async function checkResponse(operationId: string, response: Response): Promise<string[]> {
  const entry = contractOperations.find(({ operation }) => operation.operationId === operationId);
  if (!entry) return [`unknown operation ${operationId}`];
  const documented = entry.operation.responses[String(response.status)];
  if (!documented) {
    return [`${operationId}: status ${response.status} is not documented (${Object.keys(entry.operation.responses).join(', ')})`];
  }
  const { content } = resolveResponse(documented);
  if (!content) return [];
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const media = content[contentType];
  if (!media) return [`${operationId} ${response.status}: content type "${contentType}" is not documented`];
  const key = `${operationId} ${response.status} ${contentType}`;
  if (isEventStream(contentType)) return checkFirstEvent(key, response, media.schema);
  const text = await response.clone().text();
  if (contentType !== 'application/json') return typeof text === 'string' ? [] : ['body is not text'];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`${operationId} ${response.status}: body is not JSON`];
  }
  const validate = validatorFor(key, media.schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map((error) => `${key}: ${error.instancePath || '(body)'} ${error.message ?? ''}`);
}

/** The first event of a stream: JSON data valid against the schema, its SSE name its `type`. */
async function checkFirstEvent(key: string, response: Response, schema: object | undefined): Promise<string[]> {
  const { event } = await firstEvent(response);
  if (!event) return [`${key}: no event arrived`];
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return [`${key}: the first event's data is not JSON`];
  }
  const validate = validatorFor(key, schema);
  const problems = validate(data) ? [] : (validate.errors ?? []).map((error) => `${key}: first event ${error.instancePath || '(data)'} ${error.message ?? ''}`);
  const type = (data as { type?: unknown } | null)?.type;
  if (event.event !== type) problems.push(`${key}: the first event is named "${event.event ?? ''}" but its type is "${String(type)}"`);
  return problems;
}
