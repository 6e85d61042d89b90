#!/usr/bin/env bash
# The test-hook rule (HACKING "Test hooks"): the product's code (every target under Sources/
# but the benchmarks and the fuzzer in Sources/Tools) holds nothing that exists only for
# tests. Hooks live in Tests/WrapperTestSupport and Tests/AppTestSupport. Prints each
# line that marks a hook in Sources and exits 1 if there is one.
set -euo pipefail
cd "$(dirname "$0")/.."
pattern='MARK: - Testing|[Ff]or tests\b|[Uu]sed (only )?by tests|[Oo]nly (for|by) tests|[Tt]est hook'
if grep -rnE --include='*.swift' --include='*.c' --include='*.h' --include='*.cpp' \
  --exclude-dir=Tools "$pattern" Sources; then
  echo "test hooks in Sources: move them to Tests/WrapperTestSupport or Tests/AppTestSupport (HACKING \"Test hooks\")"
  exit 1
fi
