/// Whether a scroll view bounces when its content fits
/// (`scrollBounceBehavior(_:axes:)`).
public struct ScrollBounceBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, always, basedOnSize
    }

    let kind: Kind

    /// The platform's choice: on iOS, scroll views bounce along their axes whatever their content's size.
    public static let automatic = ScrollBounceBehavior(kind: .automatic)
    /// The scroll view bounces along the axes even when its content fits.
    public static let always = ScrollBounceBehavior(kind: .always)
    /// The scroll view bounces only when its content is larger than it along the axis.
    public static let basedOnSize = ScrollBounceBehavior(kind: .basedOnSize)
}
