// Lets a bench import the project's TypeScript sources directly (scripts/importSource.mts, which the build uses too).
export { importSource, root } from '../../scripts/importSource.mts';
