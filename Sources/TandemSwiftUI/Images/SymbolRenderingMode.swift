/// How a symbol's layers are colored (`symbolRenderingMode(_:)`).
///
/// Tandem's symbols are single-layer glyphs of an icon font, so every mode
/// draws a symbol in the foreground style, as ``monochrome`` does: see
/// `docs/Compatibility.md`.
public struct SymbolRenderingMode: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case monochrome, multicolor, hierarchical, palette
    }

    let kind: Kind

    /// Every layer in the foreground style.
    public static let monochrome = SymbolRenderingMode(kind: .monochrome)
    /// Each layer in the symbol's own colors.
    public static let multicolor = SymbolRenderingMode(kind: .multicolor)
    /// Layers in levels of one style.
    public static let hierarchical = SymbolRenderingMode(kind: .hierarchical)
    /// Layers in the styles given, in order.
    public static let palette = SymbolRenderingMode(kind: .palette)
}
