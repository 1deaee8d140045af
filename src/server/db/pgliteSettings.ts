// Kept apart from db.ts so that plain Node (the benchmarks) can read them without the build.

/**
 * PostgreSQL's memory settings under PGlite. Its defaults are sized for a server with many
 * connections (128 MB of shared buffers, 100 connection slots), and every page of them that is
 * touched stays resident in the WebAssembly memory, which never shrinks. One connection and a
 * database of tens of megabytes need far less: these keep the WebAssembly memory at its
 * minimum of 128 MB, most of it untouched.
 */
export const pgliteMemoryParams: readonly string[] = [
  '-c',
  'shared_buffers=8MB',
  '-c',
  'max_connections=4',
  '-c',
  'wal_buffers=512kB',
  '-c',
  'temp_buffers=1MB',
  '-c',
  'work_mem=2MB',
  '-c',
  'maintenance_work_mem=8MB',
];
