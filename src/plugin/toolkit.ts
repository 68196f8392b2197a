/**
 * What a full language needs beside `defineLanguage`, on the public
 * `acp-codegen/plugin` entry: the bundled languages are written with these
 * and nothing else of the compiler, so an outside plugin can do all they do.
 * Each export is documented where it is declared; the groups below say what
 * each is for.
 */

// ---- The model: the spec's declarations, as `ctx.model` and `ctx.versions` hold them ----

export type {
  AliasDecl,
  Bounds,
  ConversionExample,
  ConversionRule,
  ConversionStep,
  Decl,
  Doc,
  EnumDecl,
  EnumValue,
  Example,
  Field,
  IntFormat,
  JsonValue,
  Method,
  MinCount,
  ObjectDecl,
  OpaqueDecl,
  Reducer,
  SpecModel,
  TypeExpr,
  UnionDecl,
  UntaggedDecl,
  UntaggedMember,
  Variant,
  VersionModel,
} from "../model/types.js";
export { intRange } from "../model/types.js";
export type { VersionIndex } from "../model/index.js";
export { objectDecl, unionDecl } from "../model/index.js";
export { nullDefault } from "../model/leniency.js";
export { edgesOnCycles, inlineEdges, type InlineEdge } from "../model/inline-graph.js";
export { examplesOf, type TypedExample } from "../model/examples.js";
export { specFeatures, typesReachingFeatures } from "../model/features.js";

// ---- Message groups: a version's methods, grouped by who sends them and whether they are requests, responses or notifications ----

export {
  dispatchOf,
  envelopeTypeNames,
  messageGroupDoc,
  messageGroups,
  publishedAliases,
  type DispatchMethod,
  type MessageGroup,
  type PublishedAlias,
  sends,
  type Sender,
} from "../model/methods.js";

// ---- Peers: what a generated agent or client needs of a version, in the model's terms ----

export { cancelMethod, hasPeerGroups, PEER_SIDES, peerExampleMethod, type PeerExample } from "../model/peer.js";

// ---- Naming: how the spec's names are split and spelt ----

export { catchAllName, isAsciiIdent, pascalCase, snakeCase, words } from "../naming.js";

// ---- Behaviour: the converters and reducers, as an IR, a dispatch plan per converter, and the lenient plan ----

export type {
  BehaviourIR,
  Cond,
  ConverterProgram,
  Effect,
  EmitProgram,
  EmitTarget,
  EmitTo,
  EntityProgram,
  Expr,
  FieldPath,
  FieldProgram,
  JsonConst,
  ReducerProgram,
  RuleProgram,
  SourceMatch,
  ValueTest,
  VariantProgram,
} from "../behaviour/ir.js";
export { children, mentions, VALUE_TESTS } from "../behaviour/ir.js";
export {
  converterPlan,
  ruleMentions,
  type Candidate,
  type ConverterPlan,
  type ExprEmitter,
  type MethodDispatch,
  type RulePlan,
  type TypeDispatch,
} from "../behaviour/plan.js";
export { RuleEngine, RuleError, type TypeChecker } from "../behaviour/interpret.js";
export {
  allStatements,
  bodyReads,
  converterStatements,
  movesIntoNext,
  ownExprs,
  readCounts,
  readsOnly,
  PRIMITIVES,
  reducerStatements,
  type ConverterStatements,
  type Failure,
  type MatchCase,
  type Primitive,
  type PrimitiveSpec,
  type ReducerStatements,
  type RuleStatements,
  type SExpr,
  type Stmt,
  type ValueType,
  type VariantStatements,
} from "../behaviour/statements.js";
export { loweredBehaviour, type LoweredBehaviour } from "../render/lowered.js";
export {
  lenientPlan,
  type LenientFieldPlan,
  type LenientPlan,
  type LenientShape,
  type LenientTypePlan,
} from "../behaviour/lenient-plan.js";
export {
  behaviourView,
  qualifyType,
  type BehaviourView,
  type ConverterEntry,
  type ConverterView,
  type ReducerView,
} from "../render/behaviour.js";

// ---- Rendering: text helpers, the package documents and the files every package has ----

export { jsonText, lines, quote } from "../render/text.js";
export { fallbackText, withFallback } from "../render/fallback-doc.js";
export { licenseText, readmeView } from "../render/package-docs.js";
export { provenanceOf, provenanceToml, type Provenance, type ProvenanceRecord } from "../render/provenance.js";
export { runtimeFile, runtimeSource, toolchainGitignore } from "../render/runtime-files.js";
export {
  packageSkeleton,
  type PackageSkeleton,
  type RuntimeSources,
  runtimeFiles,
} from "../render/package-skeleton.js";
export { GENERATED_HEADER, type TemplateSet } from "../render/target.js";
export { declView, type DeclViews } from "../render/decl-views.js";
export { memoStep } from "../render/retained.js";
export { fits, layoutList, type WidthProfile } from "../render/layout.js";
export { PRETTIER_OPTIONS } from "../format/format.js";
/** Data as prettier prints it, without running prettier: JSON, and a TypeScript literal for `const X = <here>;`. */
export { PRINT_WIDTH, printJson, printTsLiteral, stringWidth } from "../format/print.js";
export { prettierFormat, warmPrettier } from "../format/prettier-service.js";

// ---- The conformance harness protocol: what a harness reads and reports, and how the core runs one ----

export type { ApplyTask, ConvertTask, MethodTask } from "../conformance/langs.js";
export { commandExists, HarnessError, runIsolated, spawnHarness, type HarnessRun } from "../conformance/langs.js";
export { bundledTypeScriptVersion, transpileTree } from "../conformance/transpile.js";
export {
  bridgePlan,
  type BridgePlan,
  type BridgeShape,
  type BridgeMethod,
  type BridgeDirection,
  type BridgeVersion,
} from "../model/bridge.js";
