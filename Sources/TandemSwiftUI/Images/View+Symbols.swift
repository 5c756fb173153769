extension View {
    /// Shows every symbol inside this view in `variant` where the symbol
    /// has it (``SymbolVariants``), together with the variants views around
    /// set (`.circle` inside `.fill` is `.circle.fill`; a shape replaces
    /// theirs). ``SymbolVariants/none`` adds nothing: to show symbols as
    /// named, set the `symbolVariants` environment value to it.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        modifier(EnvironmentTransformModifier { $0.symbolVariants = $0.symbolVariants.adding(variant) })
    }

    /// How symbols inside this view color their layers (Tandem's symbols
    /// have one layer: see ``SymbolRenderingMode``); nil for the default.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }
}

extension Image {
    /// This image's layers colored in `mode` when it is a symbol (Tandem's
    /// symbols have one layer: see ``SymbolRenderingMode``).
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

extension EnvironmentValues {
    private struct SymbolVariantsKey: EnvironmentKey {
        static let defaultValue = SymbolVariants.none
    }

    private struct SymbolRenderingModeKey: EnvironmentKey {
        static let defaultValue: SymbolRenderingMode? = nil
    }

    /// The variant symbols in this environment are shown in (none by default).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }

    /// How symbols in this environment color their layers (nil: each
    /// symbol's default).
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}
