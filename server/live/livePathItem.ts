import { LAST_EVENT_ID_PARAM, LIVE_EVENT_NAMES, LIVE_EVENTS_PATH, LIVE_HEARTBEAT_SECONDS } from '../../protocol/liveEvents';

const query = (name: string, schema: object, description: string, required = false) => ({ name, in: 'query', required, description, schema });

/** The stream's path item under its path, for the OpenAPI document's calls beside the registry (none when the stream is off). */
export const livePaths = (enabled: boolean): Record<string, Record<string, unknown>> => (enabled ? { [`/${LIVE_EVENTS_PATH}`]: livePathItem() } : {});

/** The live stream in the OpenAPI document (docs/protocol.md §17): a GET answering `text/event-stream`, its refusals the envelope. */
export const livePathItem = () => ({
    get: {
        tags: ['seller'],
        operationId: 'GET seller/live/Events',
        summary: 'The live event stream (optional part of the protocol)',
        description: `A server-sent event stream of what the caller may read: events ${LIVE_EVENT_NAMES.join(', ')}, each with an id to resume after (Last-Event-ID); a comment line every ${LIVE_HEARTBEAT_SECONDS} s. Signed like a URL opened in a new window: device, timestamp, accesstoken, supplieruid and signature in the query (docs/protocol.md §1, §17). A backend without it answers 404.`,
        'x-industries': 'all',
        'x-any-role': true,
        parameters: [
            query('device', { const: 'web' }, 'always web', true),
            query('timestamp', { type: 'string', pattern: '^\\d{1,12}$' }, 'Unix seconds, signed; more than 300 s off is refused', true),
            query('accesstoken', { type: 'string' }, 'the access token (never logged)', true),
            query('supplieruid', { type: 'string' }, "the session's suid"),
            query('signature', { type: 'string' }, 'the signature of the parameters, timestamp and accesstoken (docs/protocol.md §2)', true),
            query(LAST_EVENT_ID_PARAM, { type: 'string', pattern: '^\\d+-\\d+$' }, 'resume after this event id (signed), as the Last-Event-ID header does'),
            { name: 'Last-Event-ID', in: 'header', required: false, description: 'resume after this event id', schema: { type: 'string' } },
        ],
        security: [],
        responses: {
            '200': {
                description:
                    'the stream, or the envelope of a refusal (an unsigned, expired or foreign URL: the same refusals as a URL opened in a new window)',
                content: {
                    'text/event-stream': { schema: { type: 'string', description: 'event: <name>, id: <merchant>-<shared>, data: <JSON>' } },
                    'application/json': { schema: { $ref: '#/components/schemas/Envelope' } },
                    'text/plain': { schema: { $ref: '#/components/schemas/EncryptedEnvelope' } },
                },
            },
        },
    },
});
