export interface A {
  x: string;
  ?? y;
}
