/** The calls of a resource other than its list (docs/protocol.md §8 "Writes"). */
export interface ResourceCalls {
    /** GET, answers one record: `{api}?{pk}=id`. */
    getOne?: string;
    create?: string;
    update?: string;
    /** GET `{delete}{id}` when it ends with `=`, else POST `{pk: id}`. */
    delete?: string;
}
