import Foundation
import TandemGraphics

/// Compares two images pixel by pixel (``SnapshotTolerance``) and draws
/// where they differ.
struct ImageComparison {
    /// Pixels that do not match.
    let differing: Int
    /// Pixels compared.
    let total: Int
    /// The largest color difference seen (CIE76 ΔE, with alpha).
    let largestDifference: Double
    /// The actual image faded to gray with the differing pixels in magenta; nil when all match.
    let diff: CGImage?
    /// Why the images cannot be compared (their sizes), if so.
    let problem: String?

    /// Whether the actual image matches within `tolerance`.
    func matches(_ tolerance: SnapshotTolerance) -> Bool {
        problem == nil && Double(total - differing) >= tolerance.pixelPrecision * Double(total) - 1e-9
    }

    init(actual: CGImage, reference: CGImage, tolerance: SnapshotTolerance) {
        guard actual.width == reference.width, actual.height == reference.height else {
            differing = 0
            total = 0
            largestDifference = 0
            diff = nil
            problem =
                "the image is \(actual.width)×\(actual.height) pixels; the reference is \(reference.width)×\(reference.height)"
            return
        }
        let limit = (1 - tolerance.perceptualPrecision) * 100
        var differing = 0
        var largest = 0.0
        var pixels = [UInt8](repeating: 255, count: actual.width * actual.height * 4)
        for y in 0..<actual.height {
            for x in 0..<actual.width {
                let a = actual.rgba(atX: x, y: y) ?? (0, 0, 0, 0)
                let b = reference.rgba(atX: x, y: y) ?? (0, 0, 0, 0)
                let offset = (y * actual.width + x) * 4
                let same = a == b
                let difference = same ? 0 : Self.deltaE(a, b)
                largest = max(largest, difference)
                if !same && difference > limit {
                    differing += 1
                    pixels[offset] = 255
                    pixels[offset + 1] = 0
                    pixels[offset + 2] = 255
                } else {
                    let gray = UInt8(min(255, 170 + Int(a.0 / 3 + a.1 / 3 + a.2 / 3) / 3))
                    pixels[offset] = gray
                    pixels[offset + 1] = gray
                    pixels[offset + 2] = gray
                }
            }
        }
        self.differing = differing
        total = actual.width * actual.height
        largestDifference = largest
        problem = nil
        guard differing > 0, let provider = CGDataProvider(data: Data(pixels)) else {
            diff = nil
            return
        }
        diff = CGImage(
            width: actual.width, height: actual.height, bitsPerComponent: 8, bitsPerPixel: 32,
            bytesPerRow: actual.width * 4,
            space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipLast.rawValue),
            provider: provider, decode: nil, shouldInterpolate: false, intent: .defaultIntent)
    }

    /// The CIE76 color difference of two straight RGBA pixels in sRGB,
    /// composited over white (so transparency counts), in Lab.
    static func deltaE(_ a: (UInt8, UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8, UInt8)) -> Double {
        let la = lab(a), lb = lab(b)
        return ((la.0 - lb.0) * (la.0 - lb.0) + (la.1 - lb.1) * (la.1 - lb.1) + (la.2 - lb.2) * (la.2 - lb.2))
            .squareRoot()
    }

    private static func lab(_ pixel: (UInt8, UInt8, UInt8, UInt8)) -> (Double, Double, Double) {
        let alpha = Double(pixel.3) / 255
        func linear(_ channel: UInt8) -> Double {
            let c = Double(channel) / 255 * alpha + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(pixel.0), g = linear(pixel.1), b = linear(pixel.2)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }
}
