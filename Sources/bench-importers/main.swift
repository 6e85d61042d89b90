// Benchmark for the importers area: prints figures with the peer measured in the same run.
print("bench-importers: not written yet")
