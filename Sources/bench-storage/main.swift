// Benchmark for the storage area: prints figures with the peer measured in the same run.
print("bench-storage: not written yet")
