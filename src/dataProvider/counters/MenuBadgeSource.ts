/** One counter of `seller/order/OrderCount` or `seller/refund/RefundCount` (docs/console.md §3, §7). */
export interface MenuBadgeSource {
    call: 'seller/order/OrderCount' | 'seller/refund/RefundCount';
    params?: Record<string, string | number>;
    /** `submit`: every order the params select (the tab counts of the order list). */
    field: 'submit' | 'pay' | 'send' | 'refund' | 'return' | 'bepaid' | 'becounsumed';
}
