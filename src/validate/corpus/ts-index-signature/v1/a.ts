export interface Headers {
  [name: string]: string;
}
