#!/usr/bin/env bash
# Runs OpenCombine's test suite (github.com/OpenCombine/OpenCombine, a
# checkout the user gives) against Tandem's Combine: the suite records
# Apple's Combine behavior (its OPENCOMBINE_COMPATIBILITY_TEST mode runs it
# against Apple's framework), so its results are a conformance gauge.
#   scripts/check-opencombine.sh ~/src/OpenCombine
#
# The tests are compiled in Swift 5 mode with OPENCOMBINE_COMPATIBILITY_TEST
# (so they `import Combine`), with only what Linux or Combine's private API
# forces:
# - IntrospectionTests.swift is left out and `_Introspection` (Combine's
#   private introspection protocol) is given a do-nothing stand-in, so the
#   tests that use it fail on their assertions;
# - NotificationCenterTests.swift is left out: it subclasses
#   NotificationCenter and overrides methods that swift-corelibs-foundation
#   declares in an extension, which cannot be overridden.
# Each test class runs in its own process (a test that crashes or hangs is
# then run alone, with a time limit), and the script prints the counts of
# passed, failed, crashed and hung tests; results.json in the check folder
# has every test's result. OpenCombine's code stays out of Tandem's
# repository: the check is built in .build/opencombine-check.
set -euo pipefail
source=${1:?usage: scripts/check-opencombine.sh <OpenCombine checkout>}
source=$(cd "$source" && pwd)
cd "$(dirname "$0")/.."
tandem=$PWD
check=$tandem/.build/opencombine-check
rm -rf "$check/Tests"
mkdir -p "$check/Tests"
cp -R "$source/Tests/OpenCombineTests" "$check/Tests/"
rm "$check/Tests/OpenCombineTests/IntrospectionTests.swift"
rm "$check/Tests/OpenCombineTests/FoundationTests/NotificationCenterTests.swift"
cat > "$check/Tests/OpenCombineTests/GaugeShims.swift" <<'SHIM'
// Combine's private introspection protocol, which Tandem does not have.
protocol _Introspection: AnyObject {}
extension _Introspection {
    func enable() {}
    func disable() {}
    var isEnabled: Bool { false }
}
SHIM
# The dependency is named after the folder Tandem is checked out in.
identity=$(basename "$tandem" | tr "[:upper:]" "[:lower:]")
cat > "$check/Package.swift" <<PACKAGE
// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "OpenCombineCheck",
    dependencies: [.package(path: "$tandem")],
    targets: [
        .testTarget(
            name: "OpenCombineTests",
            dependencies: [.product(name: "Combine", package: "$identity")],
            swiftSettings: [.define("OPENCOMBINE_COMPATIBILITY_TEST"), .unsafeFlags(["-suppress-warnings"])]
        )
    ]
)
PACKAGE
cd "$check"
swift build --build-tests
python3 - <<'RUNNER'
import json, os, re, subprocess
from collections import Counter
from concurrent.futures import ThreadPoolExecutor

binary = '.build/debug/OpenCombineCheckPackageTests.xctest'
listed = subprocess.run([binary, '--list-tests'], capture_output=True, text=True).stdout.splitlines()
classes = {}
for line in listed:
    if '/' in line:
        classes.setdefault(line.strip().split('/')[0], []).append(line.strip())

def run(spec, seconds):
    try:
        done = subprocess.run([binary, spec], capture_output=True, text=True, timeout=seconds)
        return done.returncode, done.stdout + done.stderr
    except subprocess.TimeoutExpired:
        return 'hang', ''

def outcomes(output):
    found = {}
    for match in re.finditer(r"Test Case '([\w.]+)\.(\w+)' (passed|failed)", output):
        found['OpenCombineTests.' + match.group(1).split('.')[-1] + '/' + match.group(2)] = match.group(3)
    return found

def run_class(name):
    code, output = run(name, 60)
    found = outcomes(output)
    results = {}
    for test in classes[name]:
        if test in found:
            results[test] = found[test]
            continue
        code, output = run(test, 10)
        alone = outcomes(output)
        results[test] = alone.get(test, 'hang' if code == 'hang' else 'crash')
    return results

results = {}
with ThreadPoolExecutor(2) as pool:
    for part in pool.map(run_class, sorted(classes)):
        results.update(part)
json.dump(results, open('results.json', 'w'), indent=1)
counts = Counter(results.values())
print(f"{counts['passed']} passed, {counts['failed']} failed, {counts['crash']} crashed, "
      f"{counts['hang']} hung, of {len(results)}")
RUNNER
