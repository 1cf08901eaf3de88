// npm scripts run on the project's pinned Node (the `node` devDependency). If its install
// script was skipped, npm silently falls back to the machine's node: refuse to go on.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `This project needs Node.js 24 or later; this run uses ${process.version}.\n` +
      'Run `npm install` (it installs the pinned Node.js as a dev dependency) and use `npm run …`.',
  );
  process.exit(1);
}
