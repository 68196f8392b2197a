export interface A {
  id string;
  name: string;
  count: number;
}
