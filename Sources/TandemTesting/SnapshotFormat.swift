import Foundation

/// What a snapshot records of its subject.
public struct SnapshotFormat: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case image, accessibility, hierarchy
    }

    let kind: Kind

    /// The pixels drawn, as a PNG reference.
    public static let image = SnapshotFormat(kind: .image)
    /// The accessibility tree as text (what UI tests and screen readers see),
    /// as a `.txt` reference.
    public static let accessibility = SnapshotFormat(kind: .accessibility)
    /// The view hierarchy as text: each view's class, frame and what it shows,
    /// as a `.txt` reference.
    public static let hierarchy = SnapshotFormat(kind: .hierarchy)

    /// The reference file's extension.
    var fileExtension: String { kind == .image ? "png" : "txt" }
}
