// Types of import-graph.mjs for the tests that hold it to its answers.
export declare const ROOT: string
export declare function resolveSpecifier(fromFile: string, specifier: string): string | undefined
export declare function runtimeSpecifiers(text: string): string[]
export declare function cycleOf(file: string): string | undefined
export declare function findCycles(edges: ReadonlyMap<string, readonly string[]>): Map<string, string>
