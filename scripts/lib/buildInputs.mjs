// What a build reads besides node_modules: what a copy of the project needs in order to build
// (the tests and benchmarks that rebuild a changed copy), and what makes a build out of date.

/** Files and folders at the project's root that the build reads. */
export const buildInputs = [
  'src',
  'server',
  'scripts',
  'data',
  'public',
  'astro.config.mjs',
  'package.json',
  'tsconfig.json',
];
