export interface A {
  x: string;
}
