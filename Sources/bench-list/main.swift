// Benchmark for the list area: prints figures with the peer measured in the same run.
print("bench-list: not written yet")
