import Foundation
import TandemGraphics

/// Compares rendered images with reference PNGs kept beside the tests.
///
/// The references live in `Tests/References/<name>.png`. With
/// `TANDEM_RECORD_REFERENCES=1` in the environment, the rendered image is
/// written as the new reference instead. A missing reference is a failure
/// (with the image written next to where it belongs as `<name>.new.png`),
/// so a test cannot pass by recording on its own.
package enum ReferenceImage {
    /// How two images differ.
    package struct Difference: CustomStringConvertible {
        /// Pixels whose channels differ by more than the tolerance.
        package let differingPixels: Int
        /// All pixels compared.
        package let totalPixels: Int
        /// The largest channel difference seen.
        package let largestChannelDifference: Int
        /// Why the images could not be compared (size, a missing reference), if so.
        package let problem: String?

        /// Whether the images match: comparable, and at most 0.2% of pixels differ.
        package var matches: Bool { problem == nil && differingPixels * 500 <= totalPixels }

        package var description: String {
            if let problem { return problem }
            return
                "\(differingPixels) of \(totalPixels) pixels differ (largest channel difference \(largestChannelDifference))"
        }
    }

    /// The folder of the references, found from this file's place in the repository.
    private static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
            "References")
    }

    /// Compares `image` with the reference `name` (or records it, unless
    /// `recording` is false); channels within `tolerance` count as equal
    /// (anti-aliasing on other machines).
    package static func compare(_ image: CGImage, named name: String, tolerance: Int = 24, recording: Bool = true)
        -> Difference
    {
        let url = folder.appendingPathComponent("\(name).png")
        if recording, ProcessInfo.processInfo.environment["TANDEM_RECORD_REFERENCES"] == "1" {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? image.pngData()?.write(to: url)
            return Difference(differingPixels: 0, totalPixels: 1, largestChannelDifference: 0, problem: nil)
        }
        guard let data = try? Data(contentsOf: url), let reference = try? CGImage(pngData: data) else {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? image.pngData()?.write(to: folder.appendingPathComponent("\(name).new.png"))
            return Difference(
                differingPixels: 0, totalPixels: 0, largestChannelDifference: 0,
                problem:
                    "no reference image \(name).png (the rendering was written as \(name).new.png; record with TANDEM_RECORD_REFERENCES=1)"
            )
        }
        guard reference.width == image.width, reference.height == image.height else {
            return Difference(
                differingPixels: 0, totalPixels: 0, largestChannelDifference: 0,
                problem:
                    "size \(image.width)x\(image.height) differs from the reference's \(reference.width)x\(reference.height)"
            )
        }
        var differing = 0, largest = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let a = image.pixel(x, y), b = reference.pixel(x, y)
                let delta = max(
                    abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)),
                    abs(Int(a.a) - Int(b.a)))
                largest = max(largest, delta)
                if delta > tolerance { differing += 1 }
            }
        }
        if recording, differing * 500 > image.width * image.height {
            try? image.pngData()?.write(to: folder.appendingPathComponent("\(name).new.png"))
        }
        return Difference(
            differingPixels: differing, totalPixels: image.width * image.height, largestChannelDifference: largest,
            problem: nil)
    }
}
