// Benchmark for the touch area: prints figures with the peer measured in the same run.
print("bench-touch: not written yet")
