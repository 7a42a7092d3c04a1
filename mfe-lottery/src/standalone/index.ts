// Standalone entry for the remote's own team: the async boundary lets federation settle the shared
// singletons first, then a minimal host renders the App on its own dev port.
import('./bootstrap');
