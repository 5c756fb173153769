import Foundation

extension UIView {
    /// The name state restoration would know the view by (kept; Tandem does
    /// not restore state). Not `open` (an extension member on Linux).
    public var restorationIdentifier: String? {
        get { AssociatedObjects.get(self, restorationKey) as? String }
        set { AssociatedObjects.set(self, restorationKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

/// The key a view's restoration identifier is kept under.
private nonisolated(unsafe) let restorationKey = UnsafeRawPointer(UnsafeMutablePointer<UInt8>.allocate(capacity: 1))
