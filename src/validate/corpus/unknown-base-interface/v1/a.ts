export interface A extends Missing {
  x: string;
}
