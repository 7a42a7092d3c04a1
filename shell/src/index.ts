// The async boundary lets Module Federation settle the shared singletons before any of them runs.
import('./bootstrap');
