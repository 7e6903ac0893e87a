// Async boundary (architecture §3): shared modules are negotiated before any of them is used.
// The runtime config is requested in parallel with the bootstrap chunk.
import('./bootstrap');
