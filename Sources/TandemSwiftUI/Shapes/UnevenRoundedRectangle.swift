import Foundation

/// A rectangle whose corners each have a radius of their own (a card
/// rounded on top only, a chat bubble).
///
/// Where the two corners of a side need more than its length, every
/// radius shrinks by one factor until they fit (a radius of 80 on both top
/// corners of a 100-point-wide rectangle is 50); a negative or non-finite
/// radius is a square corner. Corners are circular arcs in either style.
public struct UnevenRoundedRectangle: Shape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// The corner style (circular and continuous corners are drawn alike).
    public var style: RoundedCornerStyle

    /// A rectangle with `cornerRadii`.
    nonisolated public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius for each corner (0 where not given).
    nonisolated public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The radii, interpolated.
    public var animatableData: RectangleCornerRadii.AnimatableData {
        get { cornerRadii.animatableData }
        set { cornerRadii.animatableData = newValue }
    }

    /// The outline in `rect`, clockwise from the top leading corner.
    public func path(in rect: CGRect) -> Path {
        let rect = rect.standardized
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite,
            rect.height.isFinite
        else { return Path() }
        func valid(_ radius: CGFloat) -> CGFloat { radius.isFinite ? max(0, radius) : 0 }
        var topLeading = valid(cornerRadii.topLeading), topTrailing = valid(cornerRadii.topTrailing)
        var bottomLeading = valid(cornerRadii.bottomLeading), bottomTrailing = valid(cornerRadii.bottomTrailing)
        // Two corners on a side share it: both shrink by one factor when they need more.
        let sides: [(CGFloat, CGFloat, CGFloat)] = [
            (topLeading, topTrailing, rect.width), (bottomLeading, bottomTrailing, rect.width),
            (topLeading, bottomLeading, rect.height), (topTrailing, bottomTrailing, rect.height),
        ]
        let scale = sides.reduce(CGFloat(1)) { scale, side in
            let needed = side.0 + side.1
            return needed > side.2 ? min(scale, side.2 / needed) : scale
        }
        (topLeading, topTrailing) = (topLeading * scale, topTrailing * scale)
        (bottomLeading, bottomTrailing) = (bottomLeading * scale, bottomTrailing * scale)
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + topLeading, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - topTrailing, y: rect.minY))
        Self.corner(&path, CGPoint(x: rect.maxX - topTrailing, y: rect.minY + topTrailing), topTrailing, from: -90)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomTrailing))
        Self.corner(
            &path, CGPoint(x: rect.maxX - bottomTrailing, y: rect.maxY - bottomTrailing), bottomTrailing, from: 0)
        path.addLine(to: CGPoint(x: rect.minX + bottomLeading, y: rect.maxY))
        Self.corner(&path, CGPoint(x: rect.minX + bottomLeading, y: rect.maxY - bottomLeading), bottomLeading, from: 90)
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeading))
        Self.corner(&path, CGPoint(x: rect.minX + topLeading, y: rect.minY + topLeading), topLeading, from: 180)
        path.closeSubpath()
        return path
    }

    /// A quarter circle around `center`, clockwise from `degrees`; nothing for a square corner.
    private static func corner(_ path: inout Path, _ center: CGPoint, _ radius: CGFloat, from degrees: Double) {
        guard radius > 0 else { return }
        path.addArc(
            center: center, radius: radius, startAngle: .degrees(degrees), endAngle: .degrees(degrees + 90),
            clockwise: false)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius for each corner: `.clipShape(.rect(topLeadingRadius: 12, topTrailingRadius: 12))`.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}
