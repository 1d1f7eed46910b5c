import type { Endpoint } from '../../core/Endpoint';
import type { FieldRule } from './validate';

/**
 * A write endpoint that reads its input with these rules. The console states the same fields
 * (names, required flags, maximum lengths) in its catalogue; the rules travel with the endpoint
 * so that a contract test can compare the two without calling anything
 * (tests/contract/domains/catalogueContract.test.ts).
 */
export type EndpointWithFields = Endpoint & { readonly fields: readonly FieldRule[] };

export const withFields = (endpoint: Endpoint, fields: readonly FieldRule[]): EndpointWithFields => ({ ...endpoint, fields });

const declaresFields = (endpoint: Endpoint): endpoint is EndpointWithFields => Array.isArray((endpoint as Partial<EndpointWithFields>).fields);

/**
 * The input rules of every endpoint that declares them, by call path: the create and update of
 * each CrudResource, the save of each settings group, and every row action (an empty list: it
 * reads nothing but the row id).
 */
export const fieldRulesByCall = (endpoints: readonly Endpoint[]): Map<string, readonly FieldRule[]> =>
    new Map(endpoints.filter(declaresFields).map(endpoint => [endpoint.path, endpoint.fields]));
