export type X = Y;
export type Y = X;
