export interface A {
  meta: string;
  _meta?: string;
}
