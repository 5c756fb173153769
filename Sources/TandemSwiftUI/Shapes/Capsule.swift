public import Foundation

/// A rectangle whose shorter sides are half circles.
public struct Capsule: InsettableShape {
    /// The corner style (drawn as circular).
    public var style: RoundedCornerStyle
    let insetAmount: CGFloat

    /// A capsule.
    nonisolated public init(style: RoundedCornerStyle = .circular) {
        self.style = style
        insetAmount = 0
    }

    private init(style: RoundedCornerStyle, insetAmount: CGFloat) {
        self.style = style
        self.insetAmount = insetAmount
    }

    /// The capsule in `rect`.
    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(inset.width, inset.height) / 2
        return Path(roundedRect: inset, cornerRadius: radius)
    }

    /// A smaller capsule, `amount` in from the edge.
    public func inset(by amount: CGFloat) -> Capsule { Capsule(style: style, insetAmount: insetAmount + amount) }
}

extension Shape where Self == Capsule {
    /// A capsule: `.clipShape(.capsule)`.
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends are drawn in `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
