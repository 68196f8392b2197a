export interface Settings {
  values: Map<string, string>;
}
