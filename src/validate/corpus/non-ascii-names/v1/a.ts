export interface Grüße {
  x: string;
}
export interface B {
  größe: string;
}
