import Foundation

/// The size controls are drawn at (`controlSize(_:)`): a bordered button's
/// padding, font and corners, a spinner's size.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    /// The smallest controls (drawn as ``small`` ones on iOS).
    case mini
    /// Small controls: subheadline text, less padding.
    case small
    /// The default size.
    case regular
    /// Large controls: more padding, rounder corners, a large spinner.
    case large
    /// Controls larger still.
    case extraLarge

    /// A bordered button's padding around its label at this size.
    var borderedPadding: (horizontal: CGFloat, vertical: CGFloat) {
        switch self {
        case .mini, .small: (10, 5)
        case .regular: (12, 7)
        case .large: (20, 14)
        case .extraLarge: (24, 17)
        }
    }

    /// A bordered button's corner radius at this size (its automatic shape).
    var borderedCornerRadius: CGFloat {
        switch self {
        case .mini, .small: 6
        case .regular: 8
        case .large: 12
        case .extraLarge: 14
        }
    }

    /// The font a bordered button's label takes at this size when its
    /// environment sets none (nil: the body font).
    var borderedFont: Font? {
        switch self {
        case .mini, .small: .subheadline
        case .regular, .large, .extraLarge: nil
        }
    }
}
