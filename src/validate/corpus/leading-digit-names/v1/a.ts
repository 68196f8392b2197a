export interface A {
  "9lives": string;
}
export type E = "1st" | "2nd";
