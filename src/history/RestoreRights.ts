/**
 * What the operator may restore (docs/protocol.md §16): a record that exists through its update
 * call's permission, a deleted one through its create call's. The catalogue's pages work it out
 * from the routes the operator may open, so nothing is offered that the server would refuse.
 */
export interface RestoreRights {
    update: boolean;
    create: boolean;
}

export const NO_RESTORE: RestoreRights = { update: false, create: false };
