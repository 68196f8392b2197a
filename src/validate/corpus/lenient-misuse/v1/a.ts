/** @lenient */
export interface A {
  /** @lenient items */
  name?: string;
  /** @lenient */
  id: string;
  /** @lenient sometimes */
  note?: string;
  /** @lenient */
  tags: string[];
}
