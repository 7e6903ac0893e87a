// Async boundary (architecture §3): shared modules are negotiated before any of them is used.
import('./bootstrap');
