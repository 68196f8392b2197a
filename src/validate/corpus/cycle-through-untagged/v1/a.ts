export type Shape = Circle | string;
export type Circle = Shape | number;
export interface Wrap {
  inner?: Wraps | null;
}
export type Wraps = Wrap | number;
