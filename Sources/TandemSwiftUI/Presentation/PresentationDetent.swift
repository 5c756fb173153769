import Foundation

/// A height a sheet can rest at: set with `presentationDetents` on a
/// sheet's content, it becomes the detents of the sheet's
/// `UISheetPresentationController`.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case medium, large
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// About half the screen.
    public static let medium = PresentationDetent(kind: .medium)
    /// The full height of a sheet.
    public static let large = PresentationDetent(kind: .large)

    /// A fraction of the full height.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }
}
