/// Imported publicly: the public declarations below use its types.
public import Foundation

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    /// The size of the corners.
    public var cornerSize: CGSize
    /// The corner style (circular and continuous corners are drawn alike).
    public var style: RoundedCornerStyle
    let insetAmount: CGFloat

    /// The corner size's width and height: what animates, as in SwiftUI.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// A rounded rectangle with corners of `cornerSize`.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
        insetAmount = 0
    }

    /// A rounded rectangle with circular corners of `cornerRadius`.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    private init(cornerSize: CGSize, style: RoundedCornerStyle, insetAmount: CGFloat) {
        self.cornerSize = cornerSize
        self.style = style
        self.insetAmount = insetAmount
    }

    /// The rounded rectangle in `rect`.
    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let corner = CGSize(
            width: max(0, cornerSize.width - insetAmount), height: max(0, cornerSize.height - insetAmount))
        return Path(roundedRect: inset, cornerSize: corner)
    }

    /// Inset by `amount`, the corners shrinking with it.
    public func inset(by amount: CGFloat) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style, insetAmount: insetAmount + amount)
    }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners: `.clipShape(.rect(cornerRadius: 10))`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
