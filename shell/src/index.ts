// Async boundary: shared singletons are negotiated by module federation before any is imported.
import('./bootstrap');
