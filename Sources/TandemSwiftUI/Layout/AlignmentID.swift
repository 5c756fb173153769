public import Foundation

/// Identifies an alignment guide: its default position in a view.
///
/// Declare your own to align views across containers; set explicit values
/// with `.alignmentGuide(_:computeValue:)`.
public protocol AlignmentID {
    /// The guide's position in a view that sets no explicit value.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

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

    static func == (lhs: AlignmentKey, rhs: AlignmentKey) -> Bool { lhs.id == rhs.id && lhs.axis == rhs.axis }
    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(axis)
    }
}
