export interface A {
  x: string;
}
export type A = string;
