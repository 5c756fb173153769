/// How a view is inserted and removed. Tandem inserts and removes at once
/// (see docs/Compatibility.md); the values exist so code compiles.
public struct AnyTransition: Sendable {
    let name: String

    /// Fades in and out.
    public static let opacity = AnyTransition(name: "opacity")
    /// Slides in from the leading edge and out to the trailing one.
    public static let slide = AnyTransition(name: "slide")
    /// Scales from nothing.
    public static let scale = AnyTransition(name: "scale")
    /// No transition.
    public static let identity = AnyTransition(name: "identity")

    /// Moves in from and out to `edge`.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(\(edge))") }
    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale(\(scale))") }
    /// Moves by `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset(\(offset))") }
    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: "\(name)+\(other.name)") }
    /// This transition with `animation`.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    /// The transition used when this view is inserted or removed (applied at once in Tandem).
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// Animates changes of `value` in this view (applied at once in Tandem).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Animates every change in this view (deprecated by Apple; applied at once in Tandem).
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View { self }
}

import Foundation
