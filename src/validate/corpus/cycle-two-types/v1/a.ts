export interface A {
  b: B;
}
export interface B {
  a: A;
}
