/**
 * Compiled templates of one target (what a target renders its views with),
 * apart from the loader in templates.ts so that the target contract does not
 * import the loader. Templates only print view models: they run with `strict`
 * (a missing field throws), `noEscape`, and no helpers beyond Handlebars'
 * built-in block helpers.
 */
export interface TemplateSet {
  render(name: string, view: object): string;
}
