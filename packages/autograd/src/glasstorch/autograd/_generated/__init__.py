# @generated from derivatives.yaml by glasstorch.autograd.codegen — do not edit by hand.
"""The modules generated from ``derivatives.yaml``; nothing is imported here.

``nodes`` (one backward node class per differentiable entry), ``variable_type`` (the
Autograd kernels) and ``register`` (``register()`` puts the kernels in the Dispatcher).
"""
