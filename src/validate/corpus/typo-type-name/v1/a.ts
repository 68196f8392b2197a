export interface A {
  b: Baz;
}

export interface Bar {
  x: string;
}
