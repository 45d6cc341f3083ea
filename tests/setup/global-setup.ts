// Nothing global yet: each test file builds its own app on a fresh in-memory PGlite.
export default function setup(): void {}
