export interface A {
  x: "abc;
}
