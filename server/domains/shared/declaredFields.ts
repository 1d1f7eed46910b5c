import type { Endpoint } from '../../core/Endpoint';
import type { FieldRule } from './validate';

/**
 * An endpoint that reads its input with these rules: `fields`, and `key`, the record key a
 * getOne, update, delete or row action reads besides them. The console states the same fields
 * (names, required flags, maximum lengths) in its catalogue, so a contract test compares the two
 * without calling anything (tests/contract/domains/catalogueContract.test.ts); the OpenAPI
 * document (server/http/openapi) states every call's parameters from them.
 */
export type EndpointWithFields = Endpoint & { readonly fields: readonly FieldRule[] };

export const withFields = (endpoint: Endpoint, fields: readonly FieldRule[], key?: FieldRule): EndpointWithFields => ({
    ...endpoint,
    fields,
    ...(key ? { key } : {}),
});

export const declaresFields = (endpoint: Endpoint): endpoint is EndpointWithFields => Array.isArray((endpoint as Partial<EndpointWithFields>).fields);

/**
 * The input rules of every endpoint that declares them, by call path: the create and update of
 * each CrudResource, the save of each settings group, and every row action (an empty list: it
 * reads nothing but the row id).
 */
export const fieldRulesByCall = (endpoints: readonly Endpoint[]): Map<string, readonly FieldRule[]> =>
    new Map(endpoints.filter(declaresFields).map(endpoint => [endpoint.path, endpoint.fields]));
