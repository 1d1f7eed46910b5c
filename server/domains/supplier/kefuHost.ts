/** Where the reference server serves its own chat frame; `GetKefuConfig` names it by default. */
export const KEFU_FRAME_PATH = '/kefu/frame';

/**
 * `MC_KEFU_HOST`: unset → the built-in frame; `off` → no chat (an empty host: the console shows
 * no widget); anything else → that chat host.
 */
export const kefuHost = (env: NodeJS.ProcessEnv = process.env) => {
    const configured = env.MC_KEFU_HOST?.trim();
    if (!configured) return KEFU_FRAME_PATH;
    return configured === 'off' ? '' : configured;
};
