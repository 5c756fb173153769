import Foundation
import TandemGraphics

/// Where references live and how a snapshot is checked against one.
///
/// References sit beside the test file: `__Snapshots__/<TestFile>/<test>.<name>[.<variant>].<png|txt>`.
/// A missing reference, or any reference while recording, is written and
/// the check fails (so a test cannot pass by recording). A mismatch writes
/// the actual snapshot (`.actual.png`/`.actual.txt`) and, for images, a
/// picture of where they differ (`.diff.png`) next to the reference.
enum SnapshotStore {
    /// Whether recording was asked for by environment (`TANDEM_RECORD_SNAPSHOTS=1`).
    static var recordsByEnvironment: Bool {
        ProcessInfo.processInfo.environment["TANDEM_RECORD_SNAPSHOTS"] == "1"
    }

    /// How many unnamed snapshots each test took so far (the next one's number).
    nonisolated(unsafe) private static var counters: [String: Int] = [:]
    private static let countersLock = NSLock()

    /// The reference file for a snapshot.
    static func referenceURL(
        filePath: String, function: String, name: String?, variant: SnapshotVariant, format: SnapshotFormat,
        counterKey: String
    ) -> URL {
        let file = URL(fileURLWithPath: filePath)
        let folder = file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        let test = function.split(separator: "(").first.map(String.init) ?? function
        let label =
            name
            ?? String(
                countersLock.withLock { () -> Int in
                    let next = (counters[counterKey] ?? 0) + 1
                    counters[counterKey] = next
                    return next
                })
        let base = [test, label, variant.name].filter { !$0.isEmpty }.joined(separator: ".")
        return folder.appendingPathComponent(Self.sanitized(base)).appendingPathExtension(format.fileExtension)
    }

    private static func sanitized(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || "._-".contains($0) ? $0 : "_" })
    }

    /// Checks `value` against the reference at `url`: nil when it matches, else why not.
    static func check(_ value: SnapshotValue, at url: URL, tolerance: SnapshotTolerance, recording: Bool) -> String? {
        let fileManager = FileManager.default
        let actualURL = sibling(of: url, "actual")
        let diffURL = sibling(of: url, "diff").deletingPathExtension().appendingPathExtension("png")
        try? fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let exists = fileManager.fileExists(atPath: url.path)
        if recording || !exists {
            guard (try? data(of: value)?.write(to: url)) != nil else {
                return "could not write the reference \(url.path)"
            }
            try? fileManager.removeItem(at: actualURL)
            try? fileManager.removeItem(at: diffURL)
            return recording
                ? "Recorded the snapshot at \(url.path). Turn recording off and run the test again."
                : "No reference was found; recorded the snapshot at \(url.path). Run the test again."
        }
        guard let reference = try? Data(contentsOf: url) else { return "could not read the reference \(url.path)" }
        switch value {
        case .image(let image):
            guard let expected = try? CGImage(pngData: reference) else {
                return "the reference \(url.path) is not a PNG image"
            }
            let comparison = ImageComparison(actual: image, reference: expected, tolerance: tolerance)
            if comparison.matches(tolerance) {
                try? fileManager.removeItem(at: actualURL)
                try? fileManager.removeItem(at: diffURL)
                return nil
            }
            try? image.pngData()?.write(to: actualURL)
            try? comparison.diff?.pngData()?.write(to: diffURL)
            let how =
                comparison.problem
                ?? "\(comparison.differing) of \(comparison.total) pixels differ (largest color difference \(String(format: "%.1f", comparison.largestDifference)))"
            return "The snapshot does not match \(url.path): \(how).\nActual: \(actualURL.path)"
                + (comparison.diff == nil ? "" : "\nDifference: \(diffURL.path)")
        case .text(let text):
            let expected = String(decoding: reference, as: UTF8.self)
            if expected == text {
                try? fileManager.removeItem(at: actualURL)
                return nil
            }
            try? Data(text.utf8).write(to: actualURL)
            return
                "The snapshot does not match \(url.path):\n\(lineDifference(expected: expected, actual: text))\nActual: \(actualURL.path)"
        }
    }

    private static func sibling(of url: URL, _ suffix: String) -> URL {
        let base = url.deletingPathExtension()
        return base.appendingPathExtension(suffix).appendingPathExtension(url.pathExtension)
    }

    private static func data(of value: SnapshotValue) -> Data? {
        switch value {
        case .image(let image): return image.pngData()
        case .text(let text): return Data(text.utf8)
        }
    }

    /// The lines that differ, as `-` (reference) and `+` (actual), at most twenty.
    static func lineDifference(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for index in 0..<max(old.count, new.count) where lines.count < 20 {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            guard a != b else { continue }
            if let a { lines.append("-\(index + 1): \(a)") }
            if let b { lines.append("+\(index + 1): \(b)") }
        }
        return lines.joined(separator: "\n")
    }
}
