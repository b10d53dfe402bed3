# @generated from native/native_functions.yaml by glasstorch.aten.codegen — do not edit by hand.
"""The modules generated from ``native/native_functions.yaml``; nothing is imported here.

``ops`` (one class per overload), ``register_schemas``, ``register_<Key>`` for each of
``DISPATCH_KEYS``, ``register_ADInplaceOrView``, ``functions``, ``<module>_functions``
for each of ``PYTHON_MODULES`` and ``tensor_methods``.
"""

#: The dispatch keys that have a ``register_<Key>`` module.
DISPATCH_KEYS = ("CPU", "CUDA", "Meta", "SparseCPU", "CompositeExplicitAutograd", "CompositeImplicitAutograd")

#: The ``python_module`` namespaces that have a ``<module>_functions`` module.
PYTHON_MODULES = ("fft", "linalg", "nn", "special")
