/// A release of Tandem: major, minor and patch numbers, compared in that
/// order.
///
/// Every public module of Tandem re-exports the one ``tandemVersion``, so a
/// program reads it through whichever it imports:
///
/// ```swift
/// import SwiftUI
///
/// print("Built with Tandem \(tandemVersion)")   // "Built with Tandem 0.1.0"
/// if tandemVersion >= TandemVersion(0, 1, 0) { ... }
/// ```
///
/// What each release changed is in the repository's `CHANGELOG.md`.
public struct TandemVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Incremented for changes a program may have to be edited for.
    public let major: Int
    /// Incremented for additions.
    public let minor: Int
    /// Incremented for fixes.
    public let patch: Int

    /// A version from its three numbers.
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Whether `lhs` is an earlier release than `rhs`.
    public static func < (lhs: TandemVersion, rhs: TandemVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// `major.minor.patch`, as in `CHANGELOG.md`: "0.1.0".
    public var description: String { "\(major).\(minor).\(patch)" }
}

/// The release of Tandem this program was built with; `CHANGELOG.md` lists
/// what each release changed. Kept equal to the newest release there.
public let tandemVersion = TandemVersion(0, 1, 0)
