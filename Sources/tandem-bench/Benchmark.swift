import Foundation

/// Timing helpers: medians of repeated samples, printed as one JSON object per line.
enum Benchmark {
    /// The median of `values` (the upper one of an even count); `values` is not empty.
    static func median(of values: [Double]) -> Double {
        values.sorted()[values.count / 2]
    }

    /// Nanoseconds one call of `body` takes, as the median of `samples` runs.
    static func median(samples: Int = 15, _ body: () -> Void) -> Double {
        body()  // warm-up
        var times: [Double] = []
        for _ in 0..<samples {
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        return median(of: times)
    }

    /// Medians of a measured case and its baseline, sampled alternately so
    /// that machine noise hits both alike.
    static func compare(samples: Int = 15, _ measured: () -> Void, baseline: () -> Void) -> (
        measured: Double, baseline: Double
    ) {
        measured()
        baseline()
        var a: [Double] = [], b: [Double] = []
        for _ in 0..<samples {
            var start = DispatchTime.now().uptimeNanoseconds
            measured()
            a.append(Double(DispatchTime.now().uptimeNanoseconds - start))
            start = DispatchTime.now().uptimeNanoseconds
            baseline()
            b.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        return (median(of: a), median(of: b))
    }

    /// Prints one result line.
    static func report(
        suite: String, case name: String, n: Int, medianNanoseconds: Double, baseline: Double? = nil,
        extra: [String: String] = [:]
    ) {
        var fields: [(String, String)] = [
            ("suite", "\"\(suite)\""), ("case", "\"\(name)\""), ("n", "\(n)"),
            ("median_ns", String(format: "%.0f", medianNanoseconds)),
        ]
        if let baseline {
            fields.append(("baseline", String(format: "%.0f", baseline)))
            fields.append(("ratio", String(format: "%.4f", medianNanoseconds / baseline)))
        }
        for (key, value) in extra.sorted(by: { $0.key < $1.key }) { fields.append((key, value)) }
        FileHandle.standardOutput.write(
            Data(("{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}\n").utf8))
    }
}
