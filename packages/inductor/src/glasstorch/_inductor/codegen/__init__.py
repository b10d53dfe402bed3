"""Code generators: C (cpp), numpy and Triton kernels, and the Python wrapper."""
