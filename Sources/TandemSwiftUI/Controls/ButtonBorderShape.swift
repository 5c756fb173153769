/// Imported publicly: the public declarations below use its types.
public import Foundation

/// The shape of a bordered button's background (`buttonBorderShape(_:)`),
/// and a shape to draw with.
///
/// ``automatic`` is a rounded rectangle whose corners follow the control
/// size; drawn as a shape outside a button, it has the regular size's corners.
public struct ButtonBorderShape: InsettableShape, Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case roundedRectangle(radius: CGFloat?)
        case circle
    }

    let kind: Kind
    let insetAmount: CGFloat

    nonisolated init(kind: Kind, insetAmount: CGFloat = 0) {
        self.kind = kind
        self.insetAmount = insetAmount
    }

    /// The shape the button's style and control size pick.
    nonisolated public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    nonisolated public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle whose corners follow the control size.
    nonisolated public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(radius: nil))
    /// A circle (iOS 17).
    nonisolated public static let circle = ButtonBorderShape(kind: .circle)

    /// A rounded rectangle with corners of `radius` (negative or NaN: square).
    nonisolated public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius: radius.isNaN ? 0 : max(0, radius)))
    }

    /// The shape with the corner radius `size` gives the automatic ones.
    func resolved(for size: ControlSize) -> ButtonBorderShape {
        switch kind {
        case .automatic, .roundedRectangle(radius: nil):
            ButtonBorderShape(kind: .roundedRectangle(radius: size.borderedCornerRadius), insetAmount: insetAmount)
        case .capsule, .roundedRectangle, .circle: self
        }
    }

    /// The shape in `rect`.
    public func path(in rect: CGRect) -> Path {
        let inset = rect.insetBy(dx: insetAmount, dy: insetAmount)
        switch kind {
        case .automatic, .roundedRectangle(radius: nil):
            return resolved(for: .regular).path(in: rect)
        case .roundedRectangle(let radius?):
            return RoundedRectangle(cornerRadius: max(0, radius - insetAmount)).path(in: inset)
        case .capsule:
            return Capsule().path(in: inset)
        case .circle:
            return Circle().path(in: inset)
        }
    }

    /// The shape `amount` in from its edge.
    public func inset(by amount: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: kind, insetAmount: insetAmount + amount)
    }
}
