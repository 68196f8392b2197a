export interface Method {
  x: string;
}
export interface HttpHeader {
  x: string;
}
export interface HTTPHeader {
  x: string;
}
