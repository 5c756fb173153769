public import Foundation

extension NSValue {
    /// A value holding `transform` (a transform animation's `fromValue` or `values`).
    ///
    /// Foundation on Linux cannot box a struct of its own in `NSValue`, so
    /// the transform is kept beside the value (`objCType` describes a
    /// rectangle; ``caTransform3DValue`` reads the transform back).
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(rect: .zero)
        AssociatedObjects.set(self, TransformBox.key, TransformBox(transform), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// The transform this value holds (the identity for a value made otherwise).
    public var caTransform3DValue: CATransform3D {
        (AssociatedObjects.get(self, TransformBox.key) as? TransformBox)?.transform ?? CATransform3D()
    }

    /// Whether this value was made with ``init(caTransform3D:)``.
    var holdsTransform: Bool {
        AssociatedObjects.get(self, TransformBox.key) is TransformBox
    }
}

/// A transform kept beside an `NSValue`.
private final class TransformBox: Sendable {
    let transform: CATransform3D

    init(_ transform: CATransform3D) {
        self.transform = transform
    }

    /// The key it is kept under: the address of a static byte.
    nonisolated(unsafe) static let key: UnsafeRawPointer = UnsafeRawPointer(
        UnsafeMutablePointer<UInt8>.allocate(capacity: 1))
}
