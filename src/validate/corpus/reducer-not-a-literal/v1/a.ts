const base = {};
export const reducer = base;
