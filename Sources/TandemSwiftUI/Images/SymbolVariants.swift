/// Variants of a symbol — in a shape, filled, slashed — that
/// `symbolVariant(_:)` asks of every `Image(systemName:)` inside.
///
/// A symbol takes the variant's name where the symbol has one
/// ("bell" with `.slash.fill` is "bell.slash.fill"), and otherwise stays
/// as it is, as in SwiftUI.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        case circle, square, rectangle
    }

    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    /// No variant: symbols as they are named.
    public static let none = SymbolVariants()
    /// Symbols in a circle.
    public static let circle = SymbolVariants(shape: .circle)
    /// Symbols in a square.
    public static let square = SymbolVariants(shape: .square)
    /// Symbols in a rectangle.
    public static let rectangle = SymbolVariants(shape: .rectangle)
    /// Filled symbols.
    public static let fill = SymbolVariants(isFilled: true)
    /// Slashed symbols.
    public static let slash = SymbolVariants(isSlashed: true)

    /// These variants in a circle.
    public var circle: SymbolVariants { with { $0.shape = .circle } }
    /// These variants in a square.
    public var square: SymbolVariants { with { $0.shape = .square } }
    /// These variants in a rectangle.
    public var rectangle: SymbolVariants { with { $0.shape = .rectangle } }
    /// These variants filled.
    public var fill: SymbolVariants { with { $0.isFilled = true } }
    /// These variants slashed.
    public var slash: SymbolVariants { with { $0.isSlashed = true } }

    /// Whether these variants include all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
            && (!other.isSlashed || isSlashed)
    }

    /// These variants with `other`'s added: its shape, if it has one,
    /// replaces these'.
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(
            shape: other.shape ?? shape, isFilled: isFilled || other.isFilled, isSlashed: isSlashed || other.isSlashed)
    }

    private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
        var copy = self
        change(&copy)
        return copy
    }

    /// The name of `base`'s variant, in SF Symbols' order (slash, shape,
    /// fill: "bell.slash.circle.fill"), or nil when these are ``none``.
    func name(for base: String) -> String? {
        guard self != .none else { return nil }
        var name = base
        if isSlashed { name += ".slash" }
        switch shape {
        case .circle?: name += ".circle"
        case .square?: name += ".square"
        case .rectangle?: name += ".rectangle"
        case nil: break
        }
        if isFilled { name += ".fill" }
        return name
    }
}
