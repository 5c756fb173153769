import Foundation

/// A guide's identity, horizontal or vertical, as the layout engine keys it.
struct AlignmentKey: Hashable {
    let id: ObjectIdentifier
    let type: any AlignmentID.Type
    let axis: Axis

    init(_ type: any AlignmentID.Type, axis: Axis) {
        self.id = ObjectIdentifier(type)
        self.type = type
        self.axis = axis
    }

    /// The guides SwiftUI defines (leading, center, trailing, top, bottom, the baselines).
    @MainActor static let builtIn: Set<AlignmentKey> = [
        HorizontalAlignment.leading.key, HorizontalAlignment.center.key, HorizontalAlignment.trailing.key,
        VerticalAlignment.top.key, VerticalAlignment.center.key, VerticalAlignment.bottom.key,
        VerticalAlignment.firstTextBaseline.key, VerticalAlignment.lastTextBaseline.key,
    ]

    @MainActor private static let textBaselines = (
        VerticalAlignment.firstTextBaseline.key.id, VerticalAlignment.lastTextBaseline.key.id
    )

    /// Whether this is the first or the last text baseline.
    @MainActor var isTextBaseline: Bool {
        axis == .vertical && (id == Self.textBaselines.0 || id == Self.textBaselines.1)
    }

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(axis)
    }
}
