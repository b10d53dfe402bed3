"""The pieces of AOT autograd: pytree helpers, tracing the joint graph, runtime wrappers."""
