/// How a view shows that the pointer is over it, for `hoverEffect(_:)`.
public struct HoverEffect: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case highlight, lift
    }

    let kind: Kind

    /// The system's choice: a highlight.
    public static let automatic = HoverEffect(kind: .highlight)
    /// A tinted platter behind the view, as iPadOS draws under the pointer.
    public static let highlight = HoverEffect(kind: .highlight)
    /// The view grows a little and casts a shadow, as if lifted.
    public static let lift = HoverEffect(kind: .lift)
}
