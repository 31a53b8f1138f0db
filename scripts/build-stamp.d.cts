// Types of build-stamp.cjs for the TypeScript that loads it (its unit test).
export declare const STAMP: string;
export declare const STAMP_VERSION: number;
export interface BuildDecision {
  build: boolean;
  reason: string;
}
export declare function inputFiles(root: string): string[];
export declare function fingerprint(root: string): string;
export declare function decideBuild(facts: { stamp: unknown; current: string; outputsPresent: boolean }): BuildDecision;
export declare function checkBuild(root: string): BuildDecision & { current: string };
export declare function writeStamp(root: string, current: string): void;
export declare function clearStamp(root: string): void;
