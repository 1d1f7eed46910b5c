/**
 * Runs `task` when the page has nothing else to do (at the latest after `timeout` ms), or on the
 * next turn in a browser that cannot say when: for work that must not hold up what the user
 * waits for.
 */
export const whenIdle = (task: () => void, timeout = 5000) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout });
    else setTimeout(task, 0);
};
