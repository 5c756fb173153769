import Foundation

/// Which bytes of a value to compare, and where it holds views: the
/// walked fields' own bytes, so padding between them (which copies need
/// not preserve) and the unused words of an `any View`'s inline buffer do
/// not make equal values differ. (Plain-data structs and optionals are
/// compared whole, padding included: at worst an equal value is called
/// different, and evaluated again.)
struct FieldPlan: Sendable {
    enum Segment: Sendable {
        /// Plain data or references: `count` bytes at `offset`.
        case bytes(Int, Int)
        /// An `any View` at this offset, compared as a view.
        case view(Int)
        /// An optional that is not plain data at `offset`: equal when both
        /// hold nothing, or both hold values equal by the wrapped type's
        /// plan. Not by its bytes: an empty optional whose wrapped type
        /// marks emptiness in one of its fields (a `StrokeStyle?`, in
        /// every shape view) leaves the others' bytes as they were, so
        /// two empty ones differed, and every background was evaluated
        /// again with the view it is behind.
        case optional(Int, isNone: @Sendable (UnsafeRawPointer) -> Bool, wrapped: FieldPlan)
    }

    /// The segments, in order of offset; adjacent byte ranges are joined.
    let segments: [Segment]

    /// Adds `count` bytes at `offset`, joined to the segment before when they touch.
    static func appendBytes(_ offset: Int, _ count: Int, to segments: inout [Segment]) {
        guard count > 0 else { return }
        if case .bytes(let start, let length)? = segments.last, start + length == offset {
            segments[segments.count - 1] = .bytes(start, length + count)
        } else {
            segments.append(.bytes(offset, count))
        }
    }

    /// Compares the byte segments; `nil` if one differs, else the view pairs still to compare.
    func compareBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> [(any View, any View)]? {
        var views: [(any View, any View)] = []
        for segment in segments {
            switch segment {
            case .bytes(let offset, let count):
                if memcmp(a + offset, b + offset, count) != 0 { return nil }
            case .view(let offset):
                views.append(
                    (
                        (a + offset).assumingMemoryBound(to: (any View).self).pointee,
                        (b + offset).assumingMemoryBound(to: (any View).self).pointee
                    ))
            case .optional(let offset, let isNone, let wrapped):
                let aIsNone = isNone(a + offset)
                guard aIsNone == isNone(b + offset) else { return nil }
                if aIsNone { continue }
                // A value an optional holds lies at its start.
                guard let inner = wrapped.compareBytes(a + offset, b + offset) else { return nil }
                views.append(contentsOf: inner)
            }
        }
        return views
    }
}
